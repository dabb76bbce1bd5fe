// "Show times in": the zone the status page writes interview times in. It starts as the browser's own (or the
// one chosen here before, kept in this browser), and lists every zone the browser knows, both offices' first.
import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { OFFICE_TIME_ZONES } from '#contracts/interviews.ts';
import { knownTimeZones } from '#src/lib/time-zones.ts';

export interface InterviewZoneSelectProps {
  value: string;
  onChange: (timeZone: string) => void;
}

/** "Asia/Kolkata" reads as "Asia / Kolkata": the names are the tz database's, only the underscores go. */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ').replaceAll('/', ' / ');

export function InterviewZoneSelect({ value, onChange }: InterviewZoneSelectProps) {
  const zones = useMemo(() => knownTimeZones([value, ...Object.values(OFFICE_TIME_ZONES)]), [value]);
  return (
    <NativeSelect
      label="Show times in"
      description="Your time zone, as your browser reports it. Change it if you will be elsewhere."
      value={value}
      data={zones.map((zone) => ({ value: zone, label: zoneLabel(zone) }))}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={360}
    />
  );
}
