// What the database can hold, for ids and days in addresses and filters (docs/decisions/0043). Free of zod,
// so a page that only checks its address with these does not load the schemas.

/** The largest id the database's integer columns hold. */
export const MAX_ID = 2_147_483_647;

/**
 * The days a date filter can name: none before 2000, long before the firm took its first application, and
 * none after the last day a four-digit year can write. Outside them the database would refuse the date (year
 * 0 does not exist) instead of answering an empty period.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '9999-12-31';

/** For YYYY-MM-DD text, which sorts as the days do. */
export const isDayInRange = (day: string) => day >= FIRST_DAY && day <= LAST_DAY;
