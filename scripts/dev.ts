// npm run dev: the API in watch mode on API_PORT (default 8787) and Vite with hot reload, proxying the API paths.
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    // When either side stops, stop the other too: a half-running dev setup only confuses.
    stopAll();
    process.exitCode = code ?? 0;
  });
}

function stopAll() {
  for (const child of children) if (child.exitCode === null && child.pid) child.kill('SIGTERM');
}

process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

// STATIC_DIR points nowhere: in development Vite serves the SPA, the API serves only the API.
run('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
  PORT: apiPort,
  STATIC_DIR: '.dev-no-static',
});
run('npx', ['vite'], { API_PORT: apiPort });
