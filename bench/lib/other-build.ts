// BENCH_VS_DIST=<another build's dist/> (e.g. a worktree of another commit, built): the browser benchmarks
// (perf, page-load) serve it too, on a throw-away server of its own, and measure it in every run beside this
// build, so both meet the same moment of the machine (decision 0062). BENCH_VS_LABEL names its rows.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../tests/support/server/spawn-server';
import { throwawayProductionEnv } from './throwaway-server-env';

const dist = process.env.BENCH_VS_DIST;

/** The other build, when one is asked for: its rows' label. */
export const otherBuild = dist ? { label: process.env.BENCH_VS_LABEL ?? dist } : undefined;

export interface OtherBuildServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the other build's server (none when BENCH_VS_DIST is unset). */
export async function startOtherBuild(): Promise<OtherBuildServer | undefined> {
  if (!dist) return undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-other-build-'));
  const server = await startServerProcess(
    throwawayProductionEnv(dataDir, { STATIC_DIR: path.resolve(dist) }),
  );
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
