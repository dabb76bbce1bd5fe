// How dates read in the staff area: British style, in the reader's time zone.
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dayTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDay = (iso: string | null | undefined) => (iso ? day.format(new Date(iso)) : '—');
export const formatDayTime = (iso: string | null | undefined) => (iso ? dayTime.format(new Date(iso)) : '—');
/** A YYYY-MM-DD date as a day (no time zone shift). */
export const formatIsoDay = (date: string | null | undefined) =>
  date ? day.format(new Date(`${date}T12:00:00Z`)) : '—';
