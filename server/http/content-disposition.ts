// A safe Content-Disposition for downloads: an ASCII fallback name plus the UTF-8 name (RFC 6266 / 5987).

export function attachmentDisposition(filename: string): string {
  const cleaned = filename.replace(/[\r\n"\\/]/g, '_').trim() || 'download';
  const ascii = cleaned.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
