// The campaign's faults, each under load from travelers who book with idempotency keys and retry
// as the portal does. After each: bookings lost or doubled (Trips against what the server
// answered), bookings still Pending after the worker's window, and what the users saw meanwhile.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDataDir, startServer } from '../lib/server.mjs';
import { audit, drive, Recorder } from './workload.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const run = promisify(execFile);
const PG_CLUSTER = process.env.CAMPAIGN_PG_CLUSTER ?? '15 main';
/** BOOKING_DEADLINE_MS (60 s) and the worker's tick: by then no booking may still be Pending. */
const SETTLE_MS = 75_000;

/** Polls `probe` until it answers 2xx: how long the users waited after the fault. */
async function recovery(probe, since) {
  for (;;) {
    const { status } = await probe();
    if (status >= 200 && status < 300) return Date.now() - since;
    await sleep(200);
  }
}

async function settled(travelers) {
  const until = Date.now() + SETTLE_MS;
  let a = await audit(travelers);
  while (a.pending > 0 && Date.now() < until) {
    await sleep(2_000);
    a = await audit(travelers);
  }
  return a;
}

function seen(rec) {
  const rows = rec.summary().filter((r) => !['setup', 'verify', 'probe'].includes(r.name));
  return {
    served: rows.reduce((s, r) => s + r.n, 0),
    fivexx: rows.reduce((s, r) => s + r.fivexx, 0),
    noAnswer: rows.reduce((s, r) => s + r.noAnswer, 0),
  };
}

const unsentMail = (dbUrl) =>
  Number(execFileSync('psql', [dbUrl, '-tAc', 'select count(*) from outbox where sent_at is null']).toString().trim());

export async function faultScenarios({ freshDatabase, startServers, travelersOn, serverEnv, serverLog, only }) {
  const results = [];
  const scenario = async (name, fn) => {
    if (only && only !== name) return;
    console.log(`--- ${name}`);
    try {
      results.push({ name, ...(await fn()) });
    } catch (err) {
      results.push({ name, note: `FAILED: ${err.message}` });
    }
    console.log(JSON.stringify(results.at(-1)));
  };

  await scenario('PostgreSQL restarted under load (2 processes)', async () => {
    const db = freshDatabase();
    const servers = await startServers(2, db.url);
    try {
      const rec = new Recorder();
      const travelers = await travelersOn(
        servers.map((s) => s.url),
        8,
        rec,
      );
      const load = drive(travelers, 60_000);
      await sleep(15_000);
      // Not execFileSync: the travelers must keep calling while PostgreSQL goes down and comes back.
      const probe = () => travelers[0].call('probe', 'GET', '/api/v0/trips');
      let finished = false;
      const restarted = run('pg_ctlcluster', [...PG_CLUSTER.split(' '), 'restart']).finally(() => (finished = true));
      let downAt = 0;
      while (!finished && !downAt) {
        const { status } = await probe();
        if (status === 0 || status >= 500) downAt = Date.now();
        else await sleep(50);
      }
      const back = downAt ? await recovery(probe, downAt) : 0;
      await restarted;
      await load;
      const a = await settled(travelers);
      let unsent = unsentMail(db.url);
      for (let i = 0; i < 60 && unsent > 0; i++) {
        await sleep(2_000);
        unsent = unsentMail(db.url);
      }
      return {
        ...seen(rec),
        ...a,
        note: `${downAt ? `a probe every 50 ms failed for ${(back / 1000).toFixed(1)} s` : 'no probe failed'}; unsent emails after drain: ${unsent}`,
      };
    } finally {
      for (const s of servers) await s.stop();
      db.drop();
    }
  });

  for (const store of ['PGlite', 'PostgreSQL']) {
    await scenario(`server process SIGKILLed under load (${store})`, async () => {
      const db = store === 'PostgreSQL' ? freshDatabase() : null;
      const dataDir = freshDataDir();
      const env = serverEnv(db?.url);
      let server = await startServer({ port: 4621, dataDir, env, logFile: serverLog(4621) });
      try {
        const rec = new Recorder();
        const travelers = await travelersOn([server.url], 8, rec);
        const load = drive(travelers, 45_000);
        await sleep(15_000);
        const at = Date.now();
        server.child.kill('SIGKILL');
        await new Promise((r) => server.child.once('exit', r));
        server = await startServer({ port: 4621, dataDir, env, logFile: serverLog(4621) });
        const back = Date.now() - at;
        await load;
        const a = await settled(travelers);
        return {
          ...seen(rec),
          ...a,
          note: `restarted on the same ${store === 'PGlite' ? 'data folder' : 'database'}, answering ${(back / 1000).toFixed(1)} s after the kill`,
        };
      } finally {
        await server.stop();
        db?.drop();
      }
    });
  }

  await scenario('disk full under the PGlite data folder', async () => {
    const mount = path.join(os.tmpdir(), `campaign-full-${process.pid}`);
    mkdirSync(mount, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mount]);
    const dataDir = path.join(mount, 'data');
    let server;
    try {
      server = await startServer({ port: 4631, dataDir, env: serverEnv(), logFile: serverLog(4631) });
      const rec = new Recorder();
      const [t] = await travelersOn([server.url], 1, rec);
      const before = await t.book();
      // Fill what is left, then keep booking and searching while nothing can be written, and stop
      // the server while the disk is still full (its shutdown checkpoint must write too).
      try {
        execFileSync('dd', ['if=/dev/zero', `of=${path.join(mount, 'filler')}`, 'bs=1M', 'count=400'], { stdio: 'ignore' });
      } catch {
        // dd stops at ENOSPC: that is the point
      }
      const whileFull = {};
      for (let i = 0; i < 20; i++) {
        const booked = await t.book({ retryForMs: 0, pollForMs: 5_000 });
        const searched = await t.call('search (disk full)', 'POST', '/api/v0/hotels/availability', t.hotelSearch(), {}, { parse: false });
        for (const k of [`book ${booked.body?.outcome ?? booked.status}`, `search ${searched.status}`])
          whileFull[k] = (whileFull[k] ?? 0) + 1;
      }
      const alive = server.child.exitCode === null;
      const stopped = await Promise.race([
        server.stop().then(() => server.child.exitCode ?? server.child.signalCode),
        sleep(15_000).then(() => 'still running after 15 s'),
      ]);
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      rmSync(path.join(mount, 'filler'));
      server = await startServer({ port: 4631, dataDir, env: serverEnv(), logFile: serverLog(4631) });
      const after = await t.book();
      const a = await settled([t]);
      return {
        ...seen(rec),
        ...a,
        note: `while full: ${JSON.stringify(whileFull)}, server ${alive ? 'still up' : 'exited'}, stopped while full with ${stopped}; space freed, the data folder reopened and booked (${after.body?.outcome ?? after.status}); before the fill ${before.body?.outcome ?? before.status}`,
      };
    } finally {
      await server?.stop();
      execFileSync('umount', [mount]);
    }
  });

  await scenario('suppliers failing (50 %) and never answering (10 %)', async () => {
    const db = freshDatabase();
    const servers = await startServers(1, db.url, 4641);
    try {
      const rec = new Recorder();
      // The simulator's documented triggers (README, Supplier simulator): a traveler surnamed
      // NoAvailability is refused by the airline, PollingTimeout is never answered (the engine
      // fails it at its 60 s deadline).
      const travelers = await travelersOn([servers[0].url], 10, rec);
      const surnames = [
        'NoAvailability',
        'NoAvailability',
        'NoAvailability',
        'NoAvailability',
        'NoAvailability',
        'PollingTimeout',
        'Martin',
        'Martin',
        'Martin',
        'Martin',
      ];
      const answers = [];
      await Promise.all(
        travelers.map(async (t, i) => {
          const { body: traveler } = await t.call('setup', 'PUT', '/api/v0/flight/passengers/update', {
            givenName: 'Ava',
            surname: surnames[i],
            gender: 'F',
            dateOfBirth: '1988-06-01',
            assistance: [],
          });
          t.bookBody = { ...t.bookBody, travelers: [{ travelerId: traveler.id, passengerType: 'ADT' }] };
          for (let k = 0; k < 2; k++) answers.push({ surname: surnames[i], poll: await t.book() });
        }),
      );
      const a = await settled(travelers);
      const outcomes = {};
      for (const { surname, poll } of answers) {
        const key = `${surname}: ${poll.body?.outcome ?? poll.status}${poll.body?.failure ? ` ${poll.body.failure.code}` : ''}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
      return { ...seen(rec), ...a, note: `outcomes ${JSON.stringify(outcomes)}` };
    } finally {
      for (const s of servers) await s.stop();
      db.drop();
    }
  });

  console.log('\n| fault | requests | 5xx | no answer | bookings answered | lost | doubled | Pending after 75 s | what happened |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.served ?? '—'} | ${r.fivexx ?? '—'} | ${r.noAnswer ?? '—'} | ${r.answered ?? '—'} | ${r.lost ?? '—'} | ${r.doubled ?? '—'} | ${r.pending ?? '—'} | ${r.note} |`,
    );
  }
}
