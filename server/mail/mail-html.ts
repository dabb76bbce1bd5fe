// What every e-mail's HTML twin shares: escaping, and the firm's signature under the text.
import { firm } from '../../contracts/firm';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const addresses = [firm.offices.india, firm.offices.uk].map((office) => office.addressLines.join(', '));

/** The careers team's signature, as plain text. */
export const careersSignatureText = `Kind regards,\nThe ${firm.name} careers team\n${firm.legalName}\n${addresses.join('\n')}\n${firm.url}`;

/** The same signature in HTML. */
export const careersSignatureHtml = `<p>Kind regards,<br>The ${escapeHtml(firm.name)} careers team</p>
<p style="color: #555; font-size: 13px;">${escapeHtml(firm.legalName)}<br>${addresses.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(firm.url)}">${escapeHtml(firm.url.replace(/^https?:\/\//, ''))}</a></p>`;

/** An HTML e-mail body around `inner`. */
export const mailDocument = (inner: string) => `<!doctype html>
<html lang="en-GB"><body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a;">
${inner}
</body></html>`;
