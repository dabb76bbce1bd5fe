// A table as CSV text, for a spreadsheet: every CSV the product writes goes through this one writer
// (docs/decisions/0043).
export type CsvCell = string | number | null;

/** What a spreadsheet reads as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: text that starts like a formula gets a leading quote, so it is shown as text, never run;
 * numbers are the report's own figures and stay numbers (-1 too). Then RFC 4180: a field with a comma,
 * quote or line break is quoted, its quotes doubled.
 */
export function csvCell(cell: CsvCell): string {
  const text =
    cell === null ? '' : typeof cell === 'number' ? String(cell) : cell.replace(FORMULA_START, "'$&");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
