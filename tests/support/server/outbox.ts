// The e-mails a server under test wrote as .eml files into DATA_DIR/outbox (SMTP_URL unset), read as a person
// would read them: quoted-printable soft line breaks and escapes undone.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';

const decode = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Every message in `dataDir`'s outbox, oldest first. */
export async function outboxMails(dataDir: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => decode(await readFile(path.join(outbox, file), 'utf8'))));
}

/** The newest message containing `text`, once the queue has written it. */
export async function mailContaining(dataDir: string, text: string): Promise<string> {
  const find = async () => (await outboxMails(dataDir)).filter((mail) => mail.includes(text)).at(-1);
  await expect.poll(find).toBeDefined();
  return (await find()) ?? '';
}

/** The status-page address (path only) in a message. */
export function statusPathIn(mail: string): string {
  const found = mail.match(/\/my-application\/[A-Za-z0-9_-]+/)?.[0];
  if (!found) throw new Error('the e-mail has no status-page link');
  return found;
}
