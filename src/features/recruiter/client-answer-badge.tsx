// The client's newest answer on a shortlist, beside an applicant on the board (docs/decisions/0059): a word,
// not only a colour, so it reads the same to everyone.
import { Badge } from '@mantine/core';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { SHORTLIST_ANSWER_LABELS } from '#contracts/shortlists.ts';

const COLOURS = { interview: 'green', not_a_fit: 'gray', question: 'orange' } as const;

export function ClientAnswerBadge({ answer }: { answer: BoardApplication['clientAnswer'] }) {
  if (!answer) return null;
  return (
    <Badge size="sm" variant="light" color={COLOURS[answer]} style={{ flexShrink: 0 }}>
      Client: {SHORTLIST_ANSWER_LABELS[answer].toLowerCase()}
    </Badge>
  );
}
