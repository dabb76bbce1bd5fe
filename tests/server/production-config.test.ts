// Production start-up checks beyond JWT_SECRET (config.test.ts): no published demo password, and TRUST_PROXY.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD, loadConfig } from '../../server/config';

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
