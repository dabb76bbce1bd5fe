// A CSV (contracts/csv.ts) saved as a file.
export function downloadCsv(filename: string, csv: string) {
  // A byte-order mark, so spreadsheet programs read the text as UTF-8 (names, "–", "’").
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
