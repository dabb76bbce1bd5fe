// What a business rule refuses, in the domain's words: services throw these and know nothing of HTTP;
// plugins/errors.ts gives each kind its status and answers the error envelope.

/** The kinds of refusal; plugins/errors.ts maps every one to an HTTP status. */
export type DomainErrorKind =
  | 'invalid'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'too-large'
  | 'unsupported-type'
  | 'busy';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Field path to the message for that field, when the refusal is about particular fields. */
  readonly fields: Record<string, string> | undefined;

  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
  }
}

/** The input breaks a rule its schema cannot check (a slug that makes no address, a wrong password). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
}

/** The person may not do this to this thing (another author's post). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The request clashes with what is stored (a name taken, a move the pipeline does not allow). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The thing exists but no longer takes this (a closed job). */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** An uploaded file over its size limit. */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
}

/** An uploaded file that is not, by its content, a type this upload accepts. */
export class UnsupportedFileTypeError extends DomainError {
  readonly kind = 'unsupported-type';
}

/** A shared resource is at capacity for the moment (the markdown renderer's queue): try again shortly. */
export class BusyError extends DomainError {
  readonly kind = 'busy';
}
