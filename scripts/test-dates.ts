// npm run test:dates: the API suite with the clock set (CLOCK_AT) to dates over the next 13 months,
// chosen where date code breaks: both daylight-saving switches in America/Toronto and Europe/Paris,
// 31 December, 29 February, the last day a search made today can book, and late evenings in
// Toronto (already tomorrow in UTC). Prints which tests fail on which date.
//
//   npm run test:dates                     every date, the API suite on PGlite
//   npm run test:dates -- --pg 6           and on the PostgreSQL server (TEST_DATABASE_URL) for 6 of them
//   npm run test:dates -- --only 3         the first 3 dates only (a quick look)
//   npm run test:dates -- --files tests/api/booking.test.ts
//   npm run test:dates -- --at 2027-07-09T02:00:00Z   these instants only (again after a fix)
//   npm run test:dates -- --list           the dates, without running anything
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TZDate } from '@date-fns/tz';
import { MAX_DAYS_AHEAD } from '../src/lib/domain/flights/flights';

const { values } = parseArgs({
  options: {
    pg: { type: 'string', default: '0' },
    only: { type: 'string' },
    files: { type: 'string', multiple: true, default: [] },
    at: { type: 'string', multiple: true, default: [] },
    list: { type: 'boolean', default: false },
  },
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TORONTO = 'America/Toronto';

/** The instant it is `hh:mm` on the calendar day of `instant` in `zone`. */
function at(instant: Date, zone: string, hh: number, mm = 0): Date {
  const local = new TZDate(instant.getTime(), zone);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hh, mm, 0, zone).getTime());
}

const offsetMinutes = (t: number, zone: string) => -new TZDate(t, zone).getTimezoneOffset();

/** Every instant in [from, to) where `zone` changes its offset, to the minute. */
function offsetChanges(zone: string, from: number, to: number): Date[] {
  const found: Date[] = [];
  for (let t = from; t < to; t += HOUR) {
    if (offsetMinutes(t, zone) === offsetMinutes(t + HOUR, zone)) continue;
    let lo = t;
    let hi = t + HOUR;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (offsetMinutes(mid, zone) === offsetMinutes(t, zone)) lo = mid;
      else hi = mid;
    }
    found.push(new Date(hi));
  }
  return found;
}

interface Case {
  why: string;
  at: Date;
}

function dates(now: Date): Case[] {
  const start = Math.floor(now.getTime() / HOUR) * HOUR;
  const end = start + 400 * DAY;
  const cases: Case[] = [];
  for (const zone of [TORONTO, 'Europe/Paris']) {
    for (const change of offsetChanges(zone, start, end)) {
      // Just before and just after the switch, in the zone's own words.
      cases.push({ why: `${zone} offset change, 1 min before`, at: new Date(change.getTime() - 60_000) });
      cases.push({ why: `${zone} offset change, 1 h after`, at: new Date(change.getTime() + HOUR) });
    }
  }
  const year = new TZDate(now.getTime(), TORONTO).getFullYear();
  const dec31 = new Date(Date.UTC(year, 11, 31, 12));
  cases.push({ why: '31 December, 23:30 in Toronto', at: at(dec31, TORONTO, 23, 30) });
  cases.push({ why: '1 January, 00:15 in Toronto', at: at(new Date(dec31.getTime() + DAY), TORONTO, 0, 15) });
  let leapYear = year + 1;
  while (new Date(Date.UTC(leapYear, 1, 29)).getUTCMonth() !== 1) leapYear++;
  cases.push({ why: '29 February, noon in Toronto', at: at(new Date(Date.UTC(leapYear, 1, 29, 17)), TORONTO, 12) });
  cases.push({
    why: `the last bookable day of a search made today (+${MAX_DAYS_AHEAD} days)`,
    at: at(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY), TORONTO, 10),
  });
  cases.push({ why: 'today, 23:45 in Toronto (tomorrow in UTC)', at: at(now, TORONTO, 23, 45) });
  // Then every 25 days over 13 months, at an hour that moves through the day.
  for (let i = 1; i * 25 <= 395; i++) {
    const hour = [9, 14, 19, 22, 6, 0][i % 6]!;
    cases.push({
      why: `+${i * 25} days, ${String(hour).padStart(2, '0')}:00 in Toronto`,
      at: at(new Date(now.getTime() + i * 25 * DAY), TORONTO, hour),
    });
  }
  return cases.sort((a, b) => a.at.getTime() - b.at.getTime());
}

interface JsonReport {
  numFailedTests: number;
  numPassedTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
}

function run(project: 'api' | 'api-pg', c: Case, dir: string, index: number): { passed: number; failed: string[]; seconds: number } {
  const out = path.join(dir, `${project}-${index}.json`);
  const started = Date.now();
  const res = spawnSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      project,
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...(values.files ?? []),
    ],
    { env: { ...process.env, CLOCK_AT: c.at.toISOString() }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  let report: JsonReport;
  try {
    report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport;
  } catch {
    return { passed: 0, failed: [`the suite did not run (exit ${res.status}): ${(res.stderr || res.stdout).slice(-400)}`], seconds };
  }
  const failed = report.testResults.flatMap((f) => {
    const file = path.relative(process.cwd(), f.name);
    const tests = f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${file} › ${a.fullName}`);
    return tests.length || f.status !== 'failed' ? tests : [`${file} (${(f.message ?? 'failed to load').split('\n')[0]})`];
  });
  return { passed: report.numPassedTests, failed, seconds };
}

const fmt = (d: Date) => `${new TZDate(d.getTime(), TORONTO).toISOString().slice(0, 16).replace('T', ' ')} Toronto`;
const now = new Date();
const all = dates(now);
if (values.list) {
  for (const c of all) console.log(`${c.at.toISOString()}  ${fmt(c.at)}  ${c.why}`);
  process.exit(0);
}
const asked = (values.at ?? []).map((iso) => {
  const at = new Date(iso);
  return { why: all.find((c) => c.at.getTime() === at.getTime())?.why ?? 'asked for', at };
});
if (asked.some((c) => Number.isNaN(c.at.getTime()))) throw new Error('--at takes ISO instants, e.g. 2027-07-09T02:00:00Z');
const chosen = asked.length ? asked : values.only ? all.slice(0, Number(values.only)) : all;
const onPg = Number(values.pg);
if (onPg > 0 && !process.env.TEST_DATABASE_URL) throw new Error('--pg needs TEST_DATABASE_URL');
// Spread the PostgreSQL runs over the year rather than taking the first few.
const pgIndexes = new Set(
  Array.from({ length: Math.min(onPg, chosen.length) }, (_, i) => Math.floor((i * chosen.length) / Math.min(onPg, chosen.length))),
);
const dir = mkdtempSync(path.join(os.tmpdir(), 'test-dates-'));

const rows: string[] = [];
const failures: string[] = [];
console.log(`${chosen.length} dates, API suite on PGlite${onPg ? ` (and PostgreSQL on ${pgIndexes.size})` : ''}; reports in ${dir}`);
for (const [i, c] of chosen.entries()) {
  const cells: string[] = [];
  for (const project of ['api', 'api-pg'] as const) {
    if (project === 'api-pg' && !pgIndexes.has(i)) {
      cells.push('—');
      continue;
    }
    const r = run(project, c, dir, i);
    cells.push(
      r.failed.length ? `**${r.failed.length} failed** / ${r.passed} passed (${r.seconds} s)` : `${r.passed} passed (${r.seconds} s)`,
    );
    for (const f of r.failed) failures.push(`${c.at.toISOString()} ${project}: ${f}`);
  }
  const row = `| ${c.at.toISOString()} | ${fmt(c.at)} | ${c.why} | ${cells.join(' | ')} |`;
  rows.push(row);
  console.log(row);
}

console.log('\n| CLOCK_AT (UTC) | local | why this date | PGlite | PostgreSQL |\n| --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
if (failures.length) {
  console.log(`\nFailures:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('\nEvery date passes.');
