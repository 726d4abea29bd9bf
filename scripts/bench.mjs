// npm run bench: throughput of an authenticated API call against /api/health in one run,
// plus cold start (fresh and existing data dir) and memory. Compare ratios, not absolutes:
// the machine is shared and noisy.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freshDataDir, signIn, startServer } from './lib/server.mjs';

const PORT = 4410;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = freshDataDir();

const first = await startServer({ port: PORT, dataDir });
await first.stop();
const server = await startServer({ port: PORT, dataDir });
const token = await signIn(server.url, 'ava.consumer@example.com', process.env.DEMO_PASSWORD ?? 'travel-demo');

async function run(path, headers = {}) {
  const result = await autocannon({ url: `${server.url}${path}`, connections: 20, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { path, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const health = await run('/api/health');
const userInfo = await run('/api/v0/userInfo', { authorization: `Bearer ${token}` });
const rss = Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
await server.stop();

const rows = [health, userInfo].map((r) => `| \`GET ${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / health.rps).toFixed(2)} |`);
console.log(
  `\nautocannon, 20 connections, ${DURATION} s each, one server process on ${process.env.DATABASE_URL ? 'a PostgreSQL server' : 'PGlite'}\n`,
);
console.log('| Endpoint | req/s | p50 ms | p99 ms | ratio to health |');
console.log('|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(`\n| Start-up | ms | RSS MB |\n|---|---|---|`);
console.log(`| cold start, fresh data dir (initdb + migrate + seed) | ${first.reportedMs} | ${first.rssMb} |`);
console.log(`| cold start, existing data dir | ${server.reportedMs} | ${server.rssMb} |`);
console.log(`| after the bench | | ${rss} |`);
const ratio = userInfo.rps / health.rps;
console.log(
  `\nBar: userInfo ≥ 50 % of health → ${(ratio * 100).toFixed(0)} % ${ratio >= 0.5 ? 'met' : 'NOT met'}; cold start ≤ 3000 ms → ${server.reportedMs} ms ${server.reportedMs <= 3000 ? 'met' : 'NOT met'}`,
);
