// "Propose interview": how it is held (phone, video with its link, at an office), the office whose clocks the
// times are typed in, the length, the interviewers, one fixed time or several for the candidate to choose
// from, and how late the candidate may still change it. The server checks everything (contracts/interviews.ts);
// its messages go beside their fields, and focus to the first of them.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import {
  DEFAULT_CUTOFF_HOURS,
  INTERVIEW_CUTOFF_HOURS,
  INTERVIEW_DURATIONS,
  INTERVIEW_KIND_LABELS,
  type Interview,
  type InterviewKind,
  type InterviewProposal,
  interviewKinds,
  OFFICE_LABELS,
  OFFICE_TIME_ZONES,
  type Office,
  offices,
} from '#contracts/interviews.ts';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { cutoffLabel } from './interview-labels';
import { EMPTY_SLOT, type SlotDraft, SlotFields, slotInstants } from './slot-fields';

/** Someone who can interview: the contract's interviewer shape. */
export interface StaffChoice {
  userId: number;
  name: string;
}

export interface ProposeInterviewDialogProps {
  opened: boolean;
  onClose: () => void;
  applicationId: number;
  /** Who can be chosen to interview; the signed-in recruiter among them. */
  staff: readonly StaffChoice[];
  /** Saves the proposal (the panel gives the API call; tests their own). */
  propose: (proposal: InterviewProposal) => Promise<Interview>;
  onProposed: (interview: Interview) => void;
}

type Fields = Record<string, string>;

export function ProposeInterviewDialog({
  opened,
  onClose,
  applicationId,
  staff,
  propose,
  onProposed,
}: ProposeInterviewDialogProps) {
  const [kind, setKind] = useState<InterviewKind>('video');
  const [office, setOffice] = useState<Office>('hyderabad');
  const [videoLink, setVideoLink] = useState('');
  const [duration, setDuration] = useState('60');
  const [interviewers, setInterviewers] = useState<string[]>([]);
  const [several, setSeveral] = useState(false);
  const [rows, setRows] = useState<SlotDraft[]>([EMPTY_SLOT]);
  const [cutoff, setCutoff] = useState(String(DEFAULT_CUTOFF_HOURS));
  const [errors, setErrors] = useState<Fields>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const refuse = (fields: Fields, message: string | null) => {
    setErrors(fields);
    setProblem(message);
    if (Object.keys(fields).length) focusFirstError(form.current);
  };

  const submit = async () => {
    const { instants, problems } = slotInstants(rows, OFFICE_TIME_ZONES[office]);
    // An incomplete row is caught here: sent, it would be a time the recruiter never meant.
    if (Object.keys(problems).length) {
      refuse(Object.fromEntries(Object.entries(problems).map(([i, m]) => [`slots.${i}`, m])), null);
      return;
    }
    setBusy(true);
    try {
      const saved = await propose({
        applicationId,
        kind,
        office,
        videoLink: kind === 'video' ? videoLink.trim() || null : null,
        durationMinutes: Number(duration),
        interviewerIds: interviewers.map(Number),
        slots: instants,
        cutoffHours: Number(cutoff),
      });
      refuse({}, null);
      onProposed(saved);
    } catch (failure) {
      const refused = toRequestProblem(failure);
      const fields = refused.fields;
      // A message for a field the form shows goes beside it; the rest (a 409, the network) above the buttons.
      refuse(fields, Object.keys(fields).length ? null : refused.message);
    } finally {
      setBusy(false);
    }
  };

  const rowErrors: Record<number, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const row = /^slots\.(\d+)$/.exec(key);
    if (row) rowErrors[Number(row[1])] = message;
  }

  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title="Propose interview" size="lg" centered>
      <form
        ref={form}
        noValidate
        aria-label="Propose interview"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label="How it is held"
            value={kind}
            onChange={(value) => setKind(value as InterviewKind)}
            error={errors.kind}
          >
            <Group gap="md" mt={4}>
              {interviewKinds.map((k) => (
                <Radio key={k} value={k} label={INTERVIEW_KIND_LABELS[k]} />
              ))}
            </Group>
          </Radio.Group>
          {kind === 'video' ? (
            <TextInput
              label="Video link"
              description="The https:// address the candidate and interviewers join at."
              type="url"
              value={videoLink}
              error={errors.videoLink}
              maxLength={500}
              onChange={(event) => setVideoLink(event.currentTarget.value)}
            />
          ) : null}
          <Radio.Group
            label="Office"
            description={
              kind === 'onsite'
                ? 'Where it is held, and whose clocks the times are.'
                : 'Whose clocks the times are.'
            }
            value={office}
            onChange={(value) => setOffice(value as Office)}
            error={errors.office}
          >
            <Group gap="md" mt={4}>
              {offices.map((o) => (
                <Radio key={o} value={o} label={OFFICE_LABELS[o]} />
              ))}
            </Group>
          </Radio.Group>
          <NativeSelect
            label="Length"
            value={duration}
            error={errors.durationMinutes}
            data={INTERVIEW_DURATIONS.map((minutes) => ({
              value: String(minutes),
              label: `${minutes} minutes`,
            }))}
            onChange={(event) => setDuration(event.currentTarget.value)}
          />
          <Checkbox.Group
            label="Interviewers"
            value={interviewers}
            onChange={setInterviewers}
            error={errors.interviewerIds}
          >
            <Stack gap={6} mt={4}>
              {staff.length === 0 ? (
                <Text size="sm" c="dimmed">
                  The list of staff could not be loaded.
                </Text>
              ) : null}
              {staff.map((person) => (
                <Checkbox key={person.userId} value={String(person.userId)} label={person.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Radio.Group
            label="Times"
            value={several ? 'several' : 'fixed'}
            onChange={(value) => {
              setSeveral(value === 'several');
              // Back to one time keeps the first row typed: nothing else was a fixed time.
              if (value === 'fixed') setRows((current) => current.slice(0, 1));
            }}
            error={errors.slots}
          >
            <Group gap="md" mt={4}>
              <Radio value="fixed" label="One fixed time (booked at once)" />
              <Radio value="several" label="Several times for the candidate to choose from" />
            </Group>
          </Radio.Group>
          <SlotFields
            rows={rows}
            onChange={setRows}
            several={several}
            officeName={OFFICE_LABELS[office]}
            errors={rowErrors}
          />
          <NativeSelect
            label="The candidate may change it until"
            value={cutoff}
            error={errors.cutoffHours}
            data={INTERVIEW_CUTOFF_HOURS.map((hours) => ({
              value: String(hours),
              label: cutoffLabel(hours),
            }))}
            onChange={(event) => setCutoff(event.currentTarget.value)}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Propose
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
