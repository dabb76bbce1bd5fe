// The e-mail the answering office receives for each contact message; replying goes straight to the visitor.
import type { ContactMessage } from '../../contracts/contact';
import { firm } from '../../contracts/firm';
import { answeringOffice } from '../services/contact-messages';
import { escapeHtml, mailDocument } from './mail-html';
import type { MailMessage } from './mailer';

export function contactNotification(message: ContactMessage, id: number): MailMessage {
  const office = answeringOffice(message);
  const details: [string, string][] = [
    ['Name', message.name],
    ['E-mail', message.email],
    ['Phone', message.phone ?? 'not given'],
    ['Interested in', message.service],
    ['Location', `${message.city}, ${message.state}`],
  ];
  const text = [
    `A new message from the contact form of ${firm.url} (message #${id}).`,
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    message.message,
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n\n');
  const html = mailDocument(`<p>A new message from the contact form (message #${id}).</p>
<table cellpadding="4">${details.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p style="white-space: pre-wrap;">${escapeHtml(message.message)}</p>
<p style="color: #555; font-size: 13px;">Reply to this e-mail to answer the visitor directly.</p>`);
  return {
    to: { name: `${firm.name} ${office.city}`, address: office.email },
    replyTo: message.email,
    subject: `Website enquiry: ${message.service} from ${message.name}`,
    text,
    html,
  };
}
