// Admins only, on an applicant's card: export everything held about the applicant (a ZIP download) and
// erase it after a confirmation that names them (docs/decisions/0007).
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { ConfirmButton } from '#src/components/confirm-button/confirm-button.tsx';
import { runAction } from '#src/lib/use-submit.ts';
import { eraseApplicant } from './recruiter-api';
import { downloadApplicantExport } from './resume-download';

export interface ApplicantDataActionsProps {
  applicant: Pick<BoardApplication, 'id' | 'name'>;
  /** Called once the applicant is erased, so the board can drop the card. */
  onErased: (applicationId: number) => void;
}

export function ApplicantDataActions({ applicant, onErased }: ApplicantDataActionsProps) {
  const [exporting, setExporting] = useState(false);
  const exportData = async () => {
    setExporting(true);
    await runAction(() => downloadApplicantExport(applicant.id), `${applicant.name}’s data was exported.`);
    setExporting(false);
  };
  const erase = async () => {
    const erased = await runAction(
      () => eraseApplicant(applicant.id),
      `${applicant.name}’s application, history and résumé were erased.`,
    );
    if (erased) onErased(applicant.id);
  };
  return (
    <Group gap="xs" role="group" aria-label={`Personal data of ${applicant.name}`}>
      <Button size="xs" variant="default" loading={exporting} onClick={exportData}>
        Export data
      </Button>
      <ConfirmButton
        size="xs"
        title={`Erase ${applicant.name}?`}
        message={`${applicant.name}’s application, stage history and résumé will be deleted for good. This cannot be undone; export the data first if the applicant asked for a copy.`}
        confirmLabel="Erase applicant"
        onConfirm={erase}
      >
        Erase applicant…
      </ConfirmButton>
    </Group>
  );
}
