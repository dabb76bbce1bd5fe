import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DEMO_PASSWORD, loadConfig } from '../../server/config';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'meera-config-'));

describe('configuration from the environment', () => {
  it('has the documented defaults', async () => {
    const dataDir = await tempDir();
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      corsOrigins: [],
      demoPassword: DEFAULT_DEMO_PASSWORD,
      seedDemo: true,
      production: false,
    });
  });

  it('generates a JWT secret once in embedded mode and keeps it in DATA_DIR', async () => {
    const dataDir = await tempDir();
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
  });

  it('refuses to start in production without JWT_SECRET, and writes nothing', async () => {
    const dataDir = await tempDir();
    await expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).rejects.toThrow(
      /JWT_SECRET is required/,
    );
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('does not seed demo content on PostgreSQL unless asked', async () => {
    const dataDir = await tempDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/x' };
    expect((await loadConfig(env)).seedDemo).toBe(false);
    expect((await loadConfig({ ...env, SEED_DEMO: 'true' })).seedDemo).toBe(true);
  });

  it('rejects bad values with a clear message', async () => {
    const dataDir = await tempDir();
    await expect(loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).rejects.toThrow(/PORT/);
    await expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).rejects.toThrow(
      /DATABASE_URL/,
    );
    await expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).rejects.toThrow(/32 characters/);
    // A ConfigError: the server prints its message as one line instead of a stack trace.
    for (const env of [{ PORT: '70000' }, { PUBLIC_URL: 'example.com' }, { RETENTION_MONTHS: 'six' }]) {
      await expect(loadConfig({ DATA_DIR: dataDir, ...env })).rejects.toBeInstanceOf(ConfigError);
    }
    expect(
      (await loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://a.example, https://b.example' }))
        .corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
    await expect(loadConfig({ DATA_DIR: dataDir, STAGE_MAIL_DELAY_MINUTES: '2h' })).rejects.toThrow(
      'STAGE_MAIL_DELAY_MINUTES must be a whole number of minutes from 0 to 1440, got "2h".',
    );
    expect((await loadConfig({ DATA_DIR: dataDir })).stageMailDelayMinutes).toBe(10);
    expect(
      (await loadConfig({ DATA_DIR: dataDir, STAGE_MAIL_DELAY_MINUTES: '0' })).stageMailDelayMinutes,
    ).toBe(0);
  });
});
