// One career on the following page: what it is, and how its new applicants reach the reader (each one, a
// daily digest, or nothing), saved the moment it is chosen.
import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  FOLLOW_DELIVERY_LABELS,
  type FollowDelivery,
  type FollowedCareer,
  followDeliveries,
} from '#contracts/staff-notifications.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { toast } from '#src/lib/toast.ts';

export interface CareerFollowRowProps {
  career: FollowedCareer;
  /** Saves the choice; answers the career as stored. */
  onSave: (delivery: FollowDelivery) => Promise<FollowedCareer>;
  /** Says something to screen-reader users without moving their focus (the page's polite region). */
  announce: (message: string) => void;
}

const CHOICES = followDeliveries.map((value) => ({ value, label: FOLLOW_DELIVERY_LABELS[value] }));

/** What a saved choice means, in a sentence. */
export function followSentence(title: string, delivery: FollowDelivery) {
  if (delivery === 'each') return `Saved: an e-mail for each new application to ${title}.`;
  if (delivery === 'digest') return `Saved: new applications to ${title} come in your daily digest.`;
  return `Saved: no e-mails about ${title}.`;
}

export function CareerFollowRow({ career, onSave, announce }: CareerFollowRowProps) {
  const [delivery, setDelivery] = useState<FollowDelivery>(career.delivery ?? 'none');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const labelId = `follow-${career.id}`;

  const choose = async (picked: string) => {
    const next = picked as FollowDelivery;
    const before = delivery;
    setDelivery(next);
    setSaved(null);
    setBusy(true);
    try {
      const stored = await onSave(next);
      const sentence = followSentence(career.title, stored.delivery ?? 'none');
      setSaved(sentence);
      announce(sentence);
    } catch (error) {
      // The choice goes back to what is stored, and the reason is said.
      setDelivery(before);
      const message = `Not saved: ${toRequestProblem(error).message}`;
      toast.error(message);
      announce(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm" py="sm" aria-busy={busy}>
      <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} id={labelId}>
            {career.title}
          </Text>
          {career.status === 'OPEN' ? null : (
            <Badge color="gray" variant="light" size="sm">
              {career.status === 'ON_HOLD' ? 'On hold' : career.status === 'FILLED' ? 'Filled' : 'Closed'}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {career.jobId} · {career.location}
        </Text>
        {saved ? (
          <Text size="sm" c="teal.9">
            {saved}
          </Text>
        ) : null}
      </Stack>
      <SegmentedControl
        aria-labelledby={labelId}
        name={`delivery-${career.id}`}
        data={CHOICES}
        value={delivery}
        onChange={choose}
        readOnly={busy}
      />
    </Group>
  );
}
