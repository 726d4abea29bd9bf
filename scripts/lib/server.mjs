// Starts the built portal as a child process for bench scripts and waits for its ready line.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function freshDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
}

export function startServer({ port, dataDir, env = {}, logFile }) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 120_000);
    // The server's log lines (pino, on stdout) go to logFile when one is named.
    const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
    child.stdout.on('data', (chunk) => {
      log?.write(chunk);
      if (out.length > 100_000) return;
      out += chunk;
      const m = /cold start (\d+) ms, RSS (\d+) MB/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          child,
          url: `http://127.0.0.1:${port}`,
          wallMs: Math.round(performance.now() - started),
          reportedMs: Number(m[1]),
          rssMb: Number(m[2]),
          stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

/** Signs in like the browser: CSRF cookie first, echoed in the header. Answers the bearer token. */
export async function signIn(url, email, password) {
  return (await signInSession(url, email, password)).token;
}

/**
 * Signs in and answers what a signed-in call sends: the bearer token and the session's CSRF
 * token (the API takes no other from a signed-in caller), as headers.
 */
export async function signInSession(url, email, password, extraHeaders = {}) {
  const csrfRes = await fetch(`${url}/api/v0/auth/csrf`, { headers: extraHeaders });
  const csrf = /csrf_token=([^;]+)/.exec(csrfRes.headers.get('set-cookie') ?? '')?.[1];
  const res = await fetch(`${url}/api/v0/auth/startSession`, {
    method: 'POST',
    headers: { ...extraHeaders, 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const { token, sessionInfo } = await res.json();
  const session = sessionInfo.csrfToken;
  return {
    token,
    csrf: session,
    headers: { authorization: `Bearer ${token}`, cookie: `csrf_token=${session}`, 'x-csrf-token': session },
  };
}

/**
 * Stores Ava's demo Venture X card (ending 4821) in the vault as the hosted card form does (the
 * number goes to the vault, never to the API); answers the vault token.
 */
export async function storeDemoCard(url, environmentKey, headers = {}) {
  const res = await fetch(`${url}/vault/v1/cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      number: '4111111111164821',
      expiry: '12/34',
      cvv: '123',
      name: 'Ava Martin',
      postalCode: 'M5V 2T6',
      environmentKey,
    }),
  });
  if (res.status !== 201) throw new Error(`vault answered ${res.status}`);
  return (await res.json()).token;
}
