// Start-up failures the operator can fix (a missing setting, a port in use) are told in one line, not a
// stack trace; anything else is a bug and keeps its stack.
import { ConfigError } from './config';

interface ListenError {
  code: string;
  port?: number;
  address?: string;
}

function isListenError(error: unknown): error is ListenError {
  return typeof error === 'object' && error !== null && typeof (error as ListenError).code === 'string';
}

/** One line saying what is wrong and how to fix it, or undefined for an unexpected error. */
export function startupRefusal(error: unknown): string | undefined {
  if (error instanceof ConfigError) return `Cannot start: ${error.message}`;
  if (!isListenError(error)) return undefined;
  const where = `port ${error.port ?? '?'} on ${error.address ?? 'this host'}`;
  if (error.code === 'EADDRINUSE') {
    return `Cannot start: ${where} is already in use (is the server already running?). Stop the other process or set PORT to a free port.`;
  }
  if (error.code === 'EACCES') {
    return `Cannot start: no permission to listen on ${where}. Set PORT to 1024 or above, or run behind a proxy on the low port.`;
  }
  return undefined;
}

/** Runs a command's start-up; a refusal is printed as its one line and the process exits with 1. */
export async function runOrRefuse(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const refusal = startupRefusal(error);
    if (refusal === undefined) throw error;
    console.error(refusal);
    process.exit(1);
  }
}
