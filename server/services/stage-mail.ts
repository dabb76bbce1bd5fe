// The e-mail a move sends the candidate (issue 17): the target status's active template, filled in for them,
// with a fresh link to their status page, queued in the move's transaction to go after a delay (so a
// mistaken move can be caught: "Don't send"). One per application and status, whatever happens.
import { eq } from 'drizzle-orm';
import { firm } from '../../contracts/firm';
import { firstNameOf } from '../../contracts/person-fields';
import { fillPlaceholders } from '../../contracts/stage-mail-templates';
import type { Db } from '../db/client';
import { applications, careers } from '../db/schema';
import { mailDocument } from '../mail/mail-html';
import type { MailQueue } from '../mail/mail-queue';
import type { MarkdownRenderer } from '../markdown/markdown-renderer';
import { plainTextHtml } from '../markdown/stored-html';
import { activeStageMailTemplate } from './stage-mail-templates';
import { createStatusLink } from './status-links';

export interface StageMailing {
  mail: Pick<MailQueue, 'enqueue'>;
  markdown: MarkdownRenderer;
  /** The site's public address, for the status link. */
  publicUrl: string;
  delayMinutes: number;
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
  const text = fillPlaceholders(template.body, values);
  // Rendered and sanitised as blog bodies are; a text the renderer gives up on goes as plain paragraphs.
  const html = await markdown.render(text).catch(() => plainTextHtml(text));
  const sendAt = new Date(Date.now() + delayMinutes * 60_000);
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
