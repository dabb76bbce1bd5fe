// The e-mail a move sends the candidate (docs/decisions/0021): the target status's active template, filled in
// for them, with a fresh link to their status page, queued in the move's transaction to go after a delay (so
// a mistaken move can be caught: "Don't send"). One per application and status, whatever happens. What the
// candidate and the job's title say goes in as text, never as markdown (docs/decisions/0040).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { firm } from '../../contracts/firm';
import { firstNameOf } from '../../contracts/person-fields';
import {
  fillPlaceholders,
  PLACEHOLDERS,
  type Placeholder,
  type PlaceholderValues,
} from '../../contracts/stage-mail-templates';
import type { Db } from '../db/client';
import { applications, careers } from '../db/schema';
import { escapeHtml, mailDocument } from '../mail/mail-html';
import type { MailQueue } from '../mail/mail-queue';
import { htmlAsText } from '../mail/plain-text';
import type { MarkdownRenderer } from '../markdown/markdown-renderer';
import { plainTextHtml } from '../markdown/stored-html';
import { activeStageMailTemplate } from './stage-mail-templates';
import { databaseNow } from './status-history';
import { createStatusLink } from './status-link-tokens';

export interface StageMailing {
  mail: Pick<MailQueue, 'enqueue'>;
  markdown: MarkdownRenderer;
  /** The site's public address, for the status link. */
  publicUrl: string;
  delayMinutes: number;
}

/** Placeholders that are ours to trust and go in as they are: the template's link to the status page stays one. */
const AS_WRITTEN: readonly Placeholder[] = ['statusLink'];
/** Every other placeholder goes in as text, a new one too. */
const AS_TEXT = (Object.keys(PLACEHOLDERS) as Placeholder[]).filter((name) => !AS_WRITTEN.includes(name));

/**
 * The template's body as HTML with `values` in it as text: each value goes through the renderer as a token of
 * letters and digits that markdown leaves alone, and is put in its place escaped afterwards. No markdown in a
 * value counts and nothing in it becomes a link (a name like "www.example.com" stays words); inside a tag (a
 * template linking to a value) it goes URL-encoded, so it can never be a scheme.
 */
async function renderWithValues(markdown: MarkdownRenderer, body: string, values: PlaceholderValues) {
  const prefix = `v${randomBytes(8).toString('hex')}x`;
  const tokens = { ...values, ...Object.fromEntries(AS_TEXT.map((name) => [name, `${prefix}${name}`])) };
  const text = fillPlaceholders(body, tokens);
  // Rendered and sanitised as blog bodies are; a text the renderer gives up on goes as plain paragraphs.
  const html = await markdown.render(text).catch(() => plainTextHtml(text));
  return html.replace(
    new RegExp(`${prefix}(${AS_TEXT.join('|')})`, 'g'),
    (_token, name: Placeholder, at: number) => {
      const inTag = html.lastIndexOf('<', at) > html.lastIndexOf('>', at);
      return escapeHtml(inTag ? encodeURIComponent(values[name]) : values[name]);
    },
  );
}

/** The e-mail queued for `statusCode` (its id and when it goes), or null: no active template, or sent once. */
export async function queueStageMail(
  tx: Db,
  { mail, markdown, publicUrl, delayMinutes }: StageMailing,
  applicationId: number,
  statusCode: string,
): Promise<{ id: number; sendAt: Date } | null> {
  const template = await activeStageMailTemplate(tx, statusCode);
  if (!template) return null;
  const [applicant] = await tx
    .select({ fullName: applications.fullName, email: applications.email, jobTitle: careers.title })
    .from(applications)
    .innerJoin(careers, eq(careers.id, applications.careerId))
    .where(eq(applications.id, applicationId));
  if (!applicant) return null;
  const values = {
    firstName: firstNameOf(applicant.fullName),
    jobTitle: applicant.jobTitle,
    firmName: firm.name,
    statusLink: `${publicUrl}${await createStatusLink(tx, applicationId)}`,
  };
  const html = await renderWithValues(markdown, template.body, values);
  // The plain-text part reads as the HTML twin does: words and link addresses, no markdown marks; the
  // values as the candidate typed them (docs/decisions/0052).
  const text = htmlAsText(html);
  // By the database's clock, as the move's undo window is (docs/decisions/0040).
  const sendAt = new Date((await databaseNow(tx)).getTime() + delayMinutes * 60_000);
  const id = await mail.enqueue(tx, {
    kind: 'stage',
    applicationId,
    statusCode,
    sendAt,
    message: {
      to: { name: applicant.fullName, address: applicant.email },
      replyTo: firm.careersEmail,
      subject: fillPlaceholders(template.subject, values),
      text,
      html: mailDocument(html),
    },
  });
  return id === null ? null : { id, sendAt };
}
