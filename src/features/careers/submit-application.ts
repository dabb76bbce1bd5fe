// Sends an application with its résumé and reports upload progress. XMLHttpRequest, because fetch (and so
// ofetch) cannot report upload progress; no cookies, like every other call
// (docs/requirements.md#api-transport).
import { CAREERS_PATH } from '#contracts/api-paths.ts';
import {
  type ApplicationCreated,
  applicationCreatedSchema,
  applicationFieldNames,
  RESUME_FIELD,
} from '#contracts/careers.ts';
import { type ErrorEnvelope, errorEnvelopeSchema } from '#contracts/errors.ts';
import { API_BASE_URL } from '#src/lib/api.ts';
import { arrivalSource } from '#src/lib/arrival-source.ts';

export interface ApplicationInput {
  fullName: string;
  email: string;
  mobile: string;
  state: string;
  city: string;
  consent: boolean;
  resume: File;
}

export type SubmitOutcome =
  /** Received: the same answer when this person is already in process (docs/decisions/0041). */
  | { kind: 'created'; created: ApplicationCreated }
  /** Any other refusal the server explained (400 with fields, 410, 413, 415, 429...). */
  | { kind: 'refused'; status: number; error: ErrorEnvelope['error'] }
  /** No answer at all: offline, or the connection dropped. */
  | { kind: 'network' };

/**
 * The form's fields and where the visitor first came from (lib/arrival-source.ts, if known), then the file:
 * the server checks the fields before reading the file.
 */
export function applicationFormData(input: ApplicationInput): FormData {
  const form = new FormData();
  for (const name of applicationFieldNames) form.append(name, String(input[name]));
  for (const [name, value] of Object.entries(arrivalSource())) if (value) form.append(name, value);
  form.append(RESUME_FIELD, input.resume, input.resume.name);
  return form;
}

export function submitApplication(
  careerId: number,
  input: ApplicationInput,
  onProgress: (fraction: number) => void,
): Promise<SubmitOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}${CAREERS_PATH}/${careerId}/applications`);
    xhr.withCredentials = false;
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('error', () => resolve({ kind: 'network' }));
    xhr.addEventListener('abort', () => resolve({ kind: 'network' }));
    xhr.addEventListener('load', () => resolve(readAnswer(xhr.status, xhr.responseText)));
    xhr.send(applicationFormData(input));
  });
}

function readAnswer(status: number, text: string): SubmitOutcome {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (status === 201) {
    const created = applicationCreatedSchema.safeParse(body);
    if (created.success) return { kind: 'created', created: created.data };
  }
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) return { kind: 'refused', status, error: envelope.data.error };
  return {
    kind: 'refused',
    status,
    error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
  };
}
