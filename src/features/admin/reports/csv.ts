// A table as CSV (RFC 4180: fields with a comma, quote or line break quoted, quotes doubled), saved as a file.
export type CsvCell = string | number | null;

const field = (cell: CsvCell) => {
  const text = cell === null ? '' : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n');
}

export function downloadCsv(filename: string, csv: string) {
  // A byte-order mark, so spreadsheet programs read the text as UTF-8 (names, "–", "’").
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
