// Turns a failed API call into what a form shows: the server's message and its per-field messages.
import { FetchError } from 'ofetch';
import { errorEnvelopeSchema } from '#contracts/errors.ts';

export const NETWORK_PROBLEM = 'We could not reach the server. Please check your connection and try again.';

export class RequestProblem extends Error {
  readonly status: number | undefined;
  readonly fields: Record<string, string>;
  constructor(message: string, status?: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'RequestProblem';
    this.status = status;
    this.fields = fields;
  }
}

export function toRequestProblem(error: unknown): RequestProblem {
  if (error instanceof RequestProblem) return error;
  if (error instanceof FetchError) {
    const envelope = errorEnvelopeSchema.safeParse(error.data);
    if (envelope.success) {
      return new RequestProblem(envelope.data.error.message, error.status, envelope.data.error.fields);
    }
    if (error.status) return new RequestProblem('Something went wrong. Please try again.', error.status);
  }
  return new RequestProblem(NETWORK_PROBLEM);
}

/** Runs an API call, rethrowing any failure as a RequestProblem. */
export async function request<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toRequestProblem(error);
  }
}
