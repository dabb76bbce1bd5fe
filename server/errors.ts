// An error with an HTTP status and a message fit for the client; the error plugin turns it into the envelope.
import type { ErrorCode } from '../contracts/errors';
import { errorCodeForStatus } from '../contracts/errors';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = errorCodeForStatus(statusCode);
    this.fields = fields;
  }
}
