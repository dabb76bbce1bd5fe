// Production start-up checks beyond JWT_SECRET (config.test.ts): no published demo password, and TRUST_PROXY;
// and how the real server refuses to start: one line saying what to fix, exit code 1, no stack trace.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DEMO_PASSWORD, loadConfig } from '../../server/config';
import { startupRefusal } from '../../server/startup-refusal';
import { PRECOMPILED_SERVER } from '../support/server/spawn-server';

const root = path.resolve(import.meta.dirname, '../..');

const production = async (env: Record<string, string> = {}) => ({
  DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'meera-prod-config-')),
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-0123',
  ...env,
});

describe('production configuration', () => {
  it('refuses to seed demo accounts with the published or a short demo password', async () => {
    await expect(loadConfig(await production())).rejects.toThrow(/DEMO_PASSWORD/);
    await expect(loadConfig(await production({ DEMO_PASSWORD: DEFAULT_DEMO_PASSWORD }))).rejects.toThrow(
      /DEMO_PASSWORD/,
    );
    await expect(loadConfig(await production({ DEMO_PASSWORD: 'short' }))).rejects.toThrow(/12\+ characters/);
  });

  it('starts when no demo content is seeded, or with a strong demo password', async () => {
    expect((await loadConfig(await production({ SEED_DEMO: 'false' }))).seedDemo).toBe(false);
    const onPostgres = await loadConfig(await production({ DATABASE_URL: 'postgres://db.internal/meera' }));
    expect(onPostgres.seedDemo).toBe(false);
    const strong = await loadConfig(await production({ DEMO_PASSWORD: 'a-long-private-demo-pass' }));
    expect(strong.demoPassword).toBe('a-long-private-demo-pass');
  });

  it('reads TRUST_PROXY and the API origin for the security headers', async () => {
    const base = await production({ SEED_DEMO: 'false' });
    expect((await loadConfig(base)).trustProxy).toBe(false);
    expect((await loadConfig({ ...base, TRUST_PROXY: 'true' })).trustProxy).toBe(true);
    expect((await loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    const split = await loadConfig({ ...base, VITE_API_URL: 'https://api.example.com/v1/' });
    expect(split.apiOrigin).toBe('https://api.example.com');
    expect((await loadConfig({ ...base, VITE_API_URL: '/api' })).apiOrigin).toBeUndefined();
  });
});

/**
 * Runs the precompiled server, as `npm start` does, with `env` (and no inherited settings); its exit code
 * and stderr.
 */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, PRECOMPILED_SERVER, {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

function listenOnFreePort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve({ server, port: address.port });
      else reject(new Error('no port'));
    });
  });
}

const oneLine = (stderr: string) => stderr.trim().split('\n');

describe('refusing to start', () => {
  const dataDirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'meera-refusal-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('says in one line what to set when production has no JWT_SECRET or the demo password', async () => {
    const noSecret = await startServer({ NODE_ENV: 'production', DATA_DIR: await dataDir() });
    expect(noSecret.code).toBe(1);
    expect(oneLine(noSecret.stderr)).toEqual([
      expect.stringMatching(/^Cannot start: JWT_SECRET is required.*openssl rand/),
    ]);

    const demo = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-that-is-long-enough-0123',
      DATA_DIR: await dataDir(),
    });
    expect(demo.code).toBe(1);
    expect(oneLine(demo.stderr)).toEqual([
      expect.stringMatching(/^Cannot start: .*demo password: set SEED_DEMO=false, or DEMO_PASSWORD/),
    ]);
  });

  it('says in one line that the port is taken', async () => {
    const { server, port } = await listenOnFreePort();
    try {
      const taken = await startServer({ PORT: String(port), SEED_DEMO: 'false', DATA_DIR: await dataDir() });
      expect(taken.code).toBe(1);
      // The embedded database says what it is doing on stdout; stderr has the refusal alone.
      expect(oneLine(taken.stderr)).toEqual([
        `Cannot start: port ${port} on 127.0.0.1 is already in use (is the server already running?). Stop the other process or set PORT to a free port.`,
      ]);
    } finally {
      server.close();
    }
  });

  it("keeps the stack trace for anything that is not the operator's to fix", () => {
    expect(startupRefusal(new ConfigError('PORT must be a number.'))).toBe(
      'Cannot start: PORT must be a number.',
    );
    expect(startupRefusal(new TypeError('x is undefined'))).toBeUndefined();
    expect(
      startupRefusal(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    ).toBeUndefined();
  });
});
