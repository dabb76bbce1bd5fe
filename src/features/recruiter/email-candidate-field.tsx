// "E-mail the candidate" (docs/decisions/0021): offered when the chosen status sends an e-mail, checked by
// default, with the subject the candidate will read and when it goes (it can still be stopped until then).
import { Checkbox } from '@mantine/core';
import { firm } from '#contracts/firm.ts';
import { firstNameOf } from '#contracts/person-fields.ts';
import { fillPlaceholders, type StageMailOffers } from '#contracts/stage-mail-templates.ts';

/** What the board knows of the e-mails a move can send. */
export interface StageMailOptions extends StageMailOffers {
  /** The board's job, for the subject's preview. */
  jobTitle: string;
}

export interface EmailCandidateFieldProps {
  options: StageMailOptions;
  statusCode: string;
  applicantName: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  /** @default "E-mail the candidate" (a bulk move says "the candidates") */
  label?: string;
}

export function EmailCandidateField({
  options,
  statusCode,
  applicantName,
  checked,
  disabled,
  onToggle,
  label = 'E-mail the candidate',
}: EmailCandidateFieldProps) {
  const subject = options.templates.find((template) => template.statusCode === statusCode)?.subject ?? '';
  const preview = fillPlaceholders(subject, {
    firstName: firstNameOf(applicantName),
    jobTitle: options.jobTitle,
    firmName: firm.name,
    statusLink: '',
  });
  const when = options.delayMinutes
    ? `${options.delayMinutes} minutes after the move`
    : 'right after the move';
  return (
    <Checkbox
      mt="sm"
      size="sm"
      label={label}
      description={`“${preview}” goes ${when}; until then it can be stopped.`}
      checked={checked}
      disabled={disabled}
      onChange={onToggle}
    />
  );
}
