// A raw TCP client for tests that speak HTTP the way an attacker does: byte by byte, malformed, or slowly.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/** Parses what the server wrote before closing (the first answer only). */
function parse(text: string, closedAfterMs: number): RawAnswer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: rest.join('\r\n\r\n'),
    closedAfterMs,
  };
}

/**
 * Opens a connection to 127.0.0.1:`port`, lets `talk` write to it, and answers what the server sent once it
 * closed the connection (or `giveUpMs` passed: then `status` is 0 and the socket is destroyed).
 */
export function rawExchange(
  port: number,
  talk: (socket: Socket) => void | Promise<void>,
  giveUpMs = 20_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer is the close we wait for
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString('latin1'), Date.now() - started));
    });
    socket.on('connect', () => {
      Promise.resolve(talk(socket)).catch(reject);
    });
  });
}

/** Writes `text` and waits until it has left. */
export const send = (socket: Socket, text: string | Buffer) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    else socket.write(text, () => resolve());
  });

/** Writes `data` a piece at a time, `pauseMs` apart, until written or the socket closes. */
export async function trickle(socket: Socket, data: Buffer, pieceBytes: number, pauseMs: number) {
  for (let at = 0; at < data.length && !socket.destroyed; at += pieceBytes) {
    await send(socket, data.subarray(at, at + pieceBytes));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
