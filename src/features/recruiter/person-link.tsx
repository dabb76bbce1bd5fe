// The link from an applicant to their person page (/admin/people/{personId}, docs/decisions/0047), where all
// of one person's applications meet. Nothing while the application has no person yet.
import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { BoardApplication } from '#contracts/recruiter.ts';

export interface PersonLinkProps extends AnchorProps {
  applicant: Pick<BoardApplication, 'name' | 'personId'>;
  /** -1 where a list's own keys reach the applicant (the list view's rows). @default 0 */
  tabIndex?: number;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function PersonLink({ applicant, tabIndex, ...props }: PersonLinkProps) {
  if (applicant.personId == null) return null;
  return (
    <Anchor
      component={Link}
      to={`/admin/people/${applicant.personId}`}
      aria-label={`Person: ${applicant.name}`}
      tabIndex={tabIndex}
      {...props}
    >
      Person
    </Anchor>
  );
}
