// Alphabetical order for names a visitor scans in a list (departments, locations), exactly as
// `localeCompare(…, 'en')` orders them, without waking the browser's collation data when it is not needed
// (the first comparison by locale on a page is a long task of its own on a phone: decision 0065). Names made of
// ASCII letters, digits and spaces (every department and town so far) are ordered here as the collator would;
// any other name goes to the collator.

const PLAIN = /^[A-Za-z0-9 ]*$/;
let collator: Intl.Collator | undefined;

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each letter in the other case: compared by code units, lower case then comes first, as the collator puts it. */
const swapCase = (name: string) =>
  name.replace(/[A-Za-z]/g, (letter) =>
    letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
  );

/** For `Array.prototype.sort`: the order of `a.localeCompare(b, 'en')`. */
export function compareNames(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b)) {
    collator ??= new Intl.Collator('en');
    return collator.compare(a, b);
  }
  // Space, then digits, then letters whatever their case, as the collator's first level has them; where only
  // the case differs, lower case first.
  return byCodeUnits(a.toLowerCase(), b.toLowerCase()) || byCodeUnits(swapCase(a), swapCase(b));
}
