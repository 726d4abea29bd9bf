// The reliability campaign (README "Reliability campaign"): load, faults and soak against the
// built portal. Not part of `npm test`: it takes minutes to an hour and needs the PostgreSQL
// server (CAMPAIGN_PG, default postgres://postgres@127.0.0.1:5432) and root for two faults
// (restarting PostgreSQL, a small tmpfs for "disk full").
//   node scripts/campaign.mjs load [seconds=300] [travelers=128] [processes: both, or 1 or 2]
//   node scripts/campaign.mjs faults
//   node scripts/campaign.mjs soak [minutes=30]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { faultScenarios } from './campaign/faults.mjs';
import { freshDataDir, startServer } from './lib/server.mjs';
import { audit, drive, Recorder, Traveler } from './campaign/workload.mjs';
import { writeSoakChart } from './campaign/soak-chart.mjs';

const PG = process.env.CAMPAIGN_PG ?? 'postgres://postgres@127.0.0.1:5432';
const [mode = 'load', ...args] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A database of its own for one run, on the PostgreSQL server. */
export function freshDatabase() {
  const name = `campaign_${process.pid}_${Date.now()}`;
  execFileSync('psql', [`${PG}/postgres`, '-qc', `create database ${name}`]);
  return {
    url: `${PG}/${name}`,
    name,
    drop: () => execFileSync('psql', [`${PG}/postgres`, '-qc', `drop database if exists ${name} with (force)`]),
  };
}

// Every process must decrypt the cards any of them stored: one vault key for all (README, VAULT_KEY).
const VAULT_KEY = randomBytes(32).toString('base64');
// As behind a load balancer: each traveler calls from an address of their own (X-Forwarded-For),
// so the per-client throttles count them apart, as they would count real travelers.
export const serverEnv = (databaseUrl) => ({
  TEST_HOOKS: '1',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
  VAULT_KEY,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** Where a campaign server's warnings and errors go (read after each run). */
export const serverLog = (port) => path.join(os.tmpdir(), `campaign-server-${port}.log`);

/** The server log lines at level error or worse, by message. */
function serverErrors(ports) {
  const counts = {};
  for (const port of ports) {
    let text;
    try {
      text = readFileSync(serverLog(port), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line);
      if (entry.level >= 50) counts[entry.msg] = (counts[entry.msg] ?? 0) + 1;
    }
  }
  return counts;
}

export async function startServers(count, databaseUrl, firstPort = 4601) {
  const servers = [];
  // One after another: the first migrates and seeds, the others find it done.
  for (let i = 0; i < count; i++)
    servers.push(
      await startServer({ port: firstPort + i, dataDir: freshDataDir(), env: serverEnv(databaseUrl), logFile: serverLog(firstPort + i) }),
    );
  return servers;
}

export async function travelersOn(urls, n, recorder, opts = {}) {
  const travelers = Array.from({ length: n }, (_, i) => Object.assign(new Traveler(urls, i, recorder), opts));
  // Eight at a time: setup is a dozen calls each.
  for (let i = 0; i < travelers.length; i += 8) await Promise.all(travelers.slice(i, i + 8).map((t) => t.setup(urls[0])));
  return travelers;
}

/** CPU seconds a process has used so far (user + system), from /proc. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
const postgresPids = () => {
  try {
    return execFileSync('pgrep', ['-x', 'postgres']).toString().trim().split('\n').map(Number);
  } catch {
    return [];
  }
};
/** Where the machine's CPU went: the servers, this load generator, PostgreSQL. */
function cpuMeter(servers) {
  const take = () => ({
    servers: servers.reduce((s, x) => s + cpuSeconds(x.child.pid), 0),
    generator: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    postgres: postgresPids().reduce((s, pid) => s + cpuSeconds(pid), 0),
    at: Date.now(),
  });
  const start = take();
  return () => {
    const end = take();
    const secs = (end.at - start.at) / 1000;
    const cores = (k) => ((end[k] - start[k]) / secs).toFixed(2);
    return `CPU in cores: servers ${cores('servers')}, load generator ${cores('generator')}, PostgreSQL ${cores('postgres')}`;
  };
}

export function processStats(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  return { rssMb, fds: readdirSync(`/proc/${pid}/fd`).length };
}

function table(title, rows, seconds) {
  console.log(`\n${title}`);
  console.log('| call | requests | per second | p50 ms | p99 ms | 5xx | no answer |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.n} | ${(r.n / seconds).toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.fivexx} | ${r.noAnswer} |`,
    );
  }
}

async function load(seconds, n, only) {
  const results = [];
  for (const processes of only ? [only] : [2, 1]) {
    for (let i = 0; i < processes; i++) rmSync(serverLog(4601 + i), { force: true });
    const db = freshDatabase();
    const servers = await startServers(processes, db.url);
    try {
      const urls = servers.map((s) => s.url);
      const travelers = await travelersOn(urls, n, null);
      await drive(travelers, 10_000); // warm-up, not recorded
      const rec = new Recorder();
      for (const t of travelers) t.rec = rec;
      const started = Date.now();
      const cpu = cpuMeter(servers);
      await drive(travelers, seconds * 1000);
      const elapsed = (Date.now() - started) / 1000;
      const cpuLine = cpu();
      const rows = rec.summary().filter((r) => r.name !== 'verify');
      table(`${processes} server process(es), ${n} travelers, ${elapsed.toFixed(0)} s, PostgreSQL server`, rows, elapsed);
      await sleep(5_000); // the last bookings settle
      const a = await audit(travelers);
      const served = rows.reduce((s, r) => s + r.n, 0);
      const fivexx = rows.reduce((s, r) => s + r.fivexx, 0);
      console.log(
        `served ${served} (${(served / elapsed).toFixed(1)}/s), 5xx ${fivexx}, bookings answered ${a.answered}, lost ${a.lost}, doubled ${a.doubled}, still Pending ${a.pending}`,
      );
      console.log(cpuLine);
      if (rec.errors.size) console.log(`no answer: ${JSON.stringify(Object.fromEntries(rec.errors))}`);
      if (rec.refusals.size) console.log(`refused: ${JSON.stringify(Object.fromEntries(rec.refusals))}`);
      console.log(`server errors logged: ${JSON.stringify(serverErrors(servers.map((_, i) => 4601 + i)))}`);
      results.push({ processes, perSecond: served / elapsed });
    } finally {
      for (const s of servers) await s.stop();
      db.drop();
    }
  }
  if (results.length === 2) {
    console.log(
      `\nthroughput ratio, two processes / one: ${(results[0].perSecond / results[1].perSecond).toFixed(2)}× (${execFileSync('nproc').toString().trim()} CPUs, load generator and PostgreSQL on the same machine)`,
    );
  }
}

async function soak(minutes) {
  const db = freshDatabase();
  const servers = await startServers(2, db.url);
  const samples = [];
  try {
    const rec = new Recorder();
    const travelers = await travelersOn(
      servers.map((s) => s.url),
      8,
      rec,
    );
    const started = Date.now();
    let done = false;
    const sampler = (async () => {
      while (!done) {
        const at = (Date.now() - started) / 60_000;
        samples.push({ at, ...Object.fromEntries(servers.map((s, i) => [`p${i}`, processStats(s.child.pid)])) });
        await sleep(15_000);
      }
    })();
    await drive(travelers, minutes * 60_000);
    done = true;
    await sampler;
    const rows = rec.summary();
    table(`soak: 2 processes, 8 travelers, ${minutes} min`, rows, minutes * 60);
    const a = await audit(travelers);
    if (rec.refusals.size) console.log(`refused: ${JSON.stringify(Object.fromEntries(rec.refusals))}`);
    console.log(`bookings answered ${a.answered}, lost ${a.lost}, doubled ${a.doubled}, still Pending ${a.pending}`);
    const first = samples.find((s) => s.at >= 2) ?? samples[0];
    const last = samples.at(-1);
    for (const k of ['p0', 'p1']) {
      console.log(
        `${k}: RSS ${first[k].rssMb.toFixed(0)} MB at ${first.at.toFixed(1)} min → ${last[k].rssMb.toFixed(0)} MB at ${last.at.toFixed(1)} min; open fds ${first[k].fds} → ${last[k].fds}`,
      );
    }
    writeSoakChart(samples, 'docs/soak.svg');
    console.log('chart: docs/soak.svg');
  } finally {
    for (const s of servers) await s.stop();
    db.drop();
  }
}

if (mode === 'load') await load(Number(args[0] ?? 300), Number(args[1] ?? 128), Number(args[2] ?? 0));
else if (mode === 'faults') await faultScenarios({ freshDatabase, startServers, travelersOn, serverEnv, serverLog, only: args[0] });
else if (mode === 'soak') await soak(Number(args[0] ?? 30));
else throw new Error(`unknown mode ${mode}: load, faults or soak`);
