// How an interview reads to staff: the cut-off in words, and its time as the office's clocks show it beside
// the reader's own (DESIGN.md, calendars: India and the UK differ by 4.5 or 5.5 hours).
import { detectedTimeZone, formatInZone } from '#contracts/interview-times.ts';
import { OFFICE_LABELS, OFFICE_TIME_ZONES, type Office } from '#contracts/interviews.ts';

export const cutoffLabel = (hours: number) => (hours === 0 ? 'the time itself' : `${hours} hours before`);

/** "Mon, 29 Mar 2027, 10:00 Manchester time (Mon, 29 Mar 2027, 14:30 your time)": the reader's part only where it differs. */
export function officeAndOwnTime(instant: string, office: Office, ownZone = detectedTimeZone()): string {
  const officeZone = OFFICE_TIME_ZONES[office];
  const atOffice = `${formatInZone(instant, officeZone)} ${OFFICE_LABELS[office]} time`;
  const own = formatInZone(instant, ownZone);
  return own === formatInZone(instant, officeZone) ? atOffice : `${atOffice} (${own} your time)`;
}
