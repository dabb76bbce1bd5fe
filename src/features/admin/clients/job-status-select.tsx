// A client job's status, changeable in place. Taking a job off the public site (closed, filled, on hold)
// asks first; reopening applies at once.
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { useState } from 'react';
import {
  type AdminCareerRow,
  type CareerStatus,
  careerStatuses,
  careerStatusLabels,
} from '#contracts/admin-careers.ts';
import { runAction } from '#src/lib/use-submit.ts';
import { changeCareerStatus } from '../careers/careers-api';

const options = careerStatuses.map((value) => ({ value, label: careerStatusLabels[value] }));

export interface JobStatusSelectProps {
  job: AdminCareerRow;
  /** Called with the job as saved. */
  onChanged: (job: AdminCareerRow) => void;
}

export function JobStatusSelect({ job, onChanged }: JobStatusSelectProps) {
  const [pending, setPending] = useState<CareerStatus | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (status: CareerStatus) => {
    setBusy(true);
    const saved = await runAction(
      () => changeCareerStatus(job.id, status),
      `“${job.title}” is now ${careerStatusLabels[status].toLowerCase()}.`,
    );
    setBusy(false);
    setPending(null);
    if (saved) onChanged({ ...job, status: saved.status });
  };

  return (
    <>
      <Select
        aria-label={`Status of ${job.title}`}
        data={options}
        value={job.status}
        allowDeselect={false}
        disabled={busy}
        size="xs"
        w={130}
        onChange={(value) => {
          const status = value as CareerStatus | null;
          if (!status || status === job.status) return;
          if (status === 'OPEN') void apply(status);
          else setPending(status);
        }}
      />
      <Modal
        opened={pending !== null}
        onClose={() => !busy && setPending(null)}
        title={`Mark “${job.title}” ${pending ? careerStatusLabels[pending].toLowerCase() : ''}?`}
        centered
      >
        <Text>
          {job.status === 'OPEN'
            ? 'The job leaves the public careers page at once and takes no more applications. Its applicants stay on the board.'
            : 'The job stays off the public careers page.'}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(null)} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => pending && apply(pending)} data-autofocus>
            Mark {pending ? careerStatusLabels[pending].toLowerCase() : ''}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
