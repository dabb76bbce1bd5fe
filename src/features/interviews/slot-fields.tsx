// The times an interview is offered at, typed as the office's clocks read them: a date and a time per row,
// one row for a fixed time or several for the candidate to choose from. Each row is turned into its instant
// in the office's zone (contracts/interview-times.ts), so a Manchester time after the UK's clock change is right.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { instantOf } from '#contracts/interview-times.ts';
import { INTERVIEW_SLOTS_MAX } from '#contracts/interviews.ts';
import { wallTimeOfInputs } from '#src/lib/time-zones.ts';

/** One row as typed: YYYY-MM-DD and HH:mm, either maybe empty. */
export interface SlotDraft {
  date: string;
  time: string;
}

export const EMPTY_SLOT: SlotDraft = { date: '', time: '' };
export const INCOMPLETE_SLOT = 'Please give both a date and a time.';

/** The instants the rows mean in `timeZone`, or the rows' own messages for those not complete. */
export function slotInstants(
  rows: readonly SlotDraft[],
  timeZone: string,
): { instants: string[]; problems: Record<number, string> } {
  const instants: string[] = [];
  const problems: Record<number, string> = {};
  rows.forEach((row, index) => {
    const wall = wallTimeOfInputs(row.date, row.time);
    if (wall) instants.push(instantOf(wall, timeZone).toISOString());
    else problems[index] = INCOMPLETE_SLOT;
  });
  return { instants, problems };
}

export interface SlotFieldsProps {
  rows: readonly SlotDraft[];
  onChange: (rows: SlotDraft[]) => void;
  /** Whether rows can be added and removed (several times) or there is just one (a fixed time). */
  several: boolean;
  /** The office's name, said in every label so nobody types their own zone's time. */
  officeName: string;
  /** Each row's message (from the form or the server's `slots.N`), by row. */
  errors: Record<number, string>;
}

export function SlotFields({ rows, onChange, several, officeName, errors }: SlotFieldsProps) {
  const set = (index: number, change: Partial<SlotDraft>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Times are {officeName} time: the candidate sees them in their own time zone too.
      </Text>
      {rows.map((row, index) => {
        // A row's number only where there are several: "Date" alone reads better for one fixed time.
        const n = several ? ` ${index + 1}` : '';
        const error = errors[index];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <Group key={index} align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label={`Date${n} (${officeName})`}
              value={row.date}
              error={error}
              onChange={(event) => set(index, { date: event.currentTarget.value })}
            />
            <TextInput
              type="time"
              label={`Time${n} (${officeName})`}
              value={row.time}
              error={error ? true : undefined}
              onChange={(event) => set(index, { time: event.currentTarget.value })}
            />
            {several && rows.length > 1 ? (
              <Button
                variant="subtle"
                mt={24}
                aria-label={`Remove time ${index + 1}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        );
      })}
      {several && rows.length < INTERVIEW_SLOTS_MAX ? (
        <div>
          <Button variant="light" size="compact-sm" onClick={() => onChange([...rows, EMPTY_SLOT])}>
            Add another time
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
