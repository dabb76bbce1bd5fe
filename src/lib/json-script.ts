// JSON written into a <script> data block (the JSON-LD of a job, the server's answers for a page): "<" is
// escaped, so no text inside can close the element early.
export const jsonScriptText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
