// When the reader's daily digest goes: a time of day on their own clock, in a time zone chosen from the list
// (the offices' first), since Hyderabad and Manchester are hours apart.
import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import {
  type DigestSettings,
  type DigestSettingsInput,
  digestSettingsInputSchema,
  OFFICE_TIME_ZONES,
} from '#contracts/staff-notifications.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { toast } from '#src/lib/toast.ts';
import { useSubmit } from '#src/lib/use-submit.ts';

export interface DigestSettingsFormProps {
  settings: DigestSettings;
  onSave: (input: DigestSettingsInput) => Promise<DigestSettings>;
  /** Says something to screen-reader users without moving their focus (the page's polite region). */
  announce: (message: string) => void;
}

const validate = schemaResolver(digestSettingsInputSchema, { sync: true });

/** The offices' zones, then every zone this browser knows (and the saved one, should it not know it). */
function timeZoneOptions(saved: string) {
  const offices = OFFICE_TIME_ZONES.map(({ zone, label }) => ({ value: zone, label: `${label}: ${zone}` }));
  const known = new Set<string>(OFFICE_TIME_ZONES.map(({ zone }) => zone));
  const others = [...Intl.supportedValuesOf('timeZone'), saved].filter((zone) => {
    if (known.has(zone)) return false;
    known.add(zone);
    return true;
  });
  return [
    { group: 'Our offices', items: offices },
    { group: 'All time zones', items: others.sort().map((zone) => ({ value: zone, label: zone })) },
  ];
}

export const digestSentence = ({ timeZone, digestTime }: DigestSettings) =>
  `Saved: your digest goes at ${digestTime}, ${timeZone} time, on days with new applications.`;

export function DigestSettingsForm({ settings, onSave, announce }: DigestSettingsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ initialValues: settings, validate });
  const { busy, submit } = useSubmit(form);
  const onSubmit = form.onSubmit(
    async (values) => {
      const saved = await submit(() => onSave(values), formRef.current);
      if (!saved) return;
      form.resetDirty(saved);
      toast.success(digestSentence(saved));
      announce(digestSentence(saved));
    },
    () => focusFirstError(formRef.current),
  );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Daily digest">
      <Stack gap="md" maw={420}>
        <Text size="sm" c="dimmed">
          One e-mail a day, at this time, listing new applications to the careers you chose “Daily digest”
          for. None is sent on a day with nothing new.
        </Text>
        <NativeSelect
          label="Time zone"
          required
          data={timeZoneOptions(settings.timeZone)}
          {...form.getInputProps('timeZone')}
        />
        <TextInput
          type="time"
          label="Digest time"
          description="24-hour clock, in the time zone above"
          required
          w={180}
          {...form.getInputProps('digestTime')}
        />
        <div>
          <AppButton primary loading={busy}>
            Save digest time
          </AppButton>
        </div>
      </Stack>
    </form>
  );
}
