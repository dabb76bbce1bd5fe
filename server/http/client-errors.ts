// Requests Node refuses before Fastify sees them (a header or address too large, a request that took too
// long to arrive, a malformed request line or framing) answer in the API's envelope with the security
// headers, like every other answer, rather than Fastify's own body.
import type { Socket } from 'node:net';
import { envelope } from '../plugins/errors';

function answerFor(code: string | undefined): { status: number; reason: string; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') {
    return {
      status: 408,
      reason: 'Request Timeout',
      message: 'The request took too long to arrive. Please try again.',
    };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      message: 'The request’s address or headers are too large.',
    };
  }
  return { status: 400, reason: 'Bad Request', message: 'The request is malformed.' };
}

/** Fastify's clientErrorHandler: writes the envelope and closes the connection. */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, reason, message } = answerFor(error.code);
    const body = JSON.stringify(envelope(status, message));
    const lines = [
      `HTTP/1.1 ${status} ${reason}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}
