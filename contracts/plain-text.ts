// Text rules every free-text field shares: control characters never belong in what a person types
// (PostgreSQL text cannot even hold NUL), and one-line fields take no line breaks either.
import type { z } from 'zod';

/** Characters that never belong in a one-line field (control characters, line breaks). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Control characters other than tab and line breaks: refused in multi-line text too. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A one-line field: no line breaks or control characters. */
export const oneLine = <T extends z.ZodString>(schema: T, what: string) =>
  schema.refine((value) => !CONTROL_CHARACTERS.test(value), `The ${what} must be on one line.`);

/** A multi-line field: line breaks and tabs are fine, other control characters are not. */
export const plainLines = <T extends z.ZodString>(schema: T, what: string) =>
  schema.refine(
    (value) => !CONTROL_CHARACTERS_BUT_LINES.test(value),
    `The ${what} contains characters that cannot be stored; please retype it.`,
  );

/**
 * Characters a reader cannot see that still change what they see: control and format characters
 * (right-to-left overrides, zero-width spaces, soft hyphens, byte-order marks) and line separators.
 * "invoice\u202Excod.pdf" would otherwise show as "invoicefdp.docx".
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

export const withoutInvisible = (text: string) => text.replace(INVISIBLE_CHARACTERS, '');
