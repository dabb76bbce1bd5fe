// Text for XML documents (the sitemap, the job feeds). XML 1.0 allows no control characters but tab and the
// line ends, not even escaped or inside CDATA, so both helpers drop them: a pasted description cannot make
// a feed that a reader refuses whole.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the characters XML forbids is the point
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as element content or an attribute value. */
export const xmlText = (text: string) =>
  text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Text as a CDATA section, markup and all ("]]>" inside is split across two sections). */
export const cdata = (text: string) =>
  `<![CDATA[${text.replace(NOT_IN_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
