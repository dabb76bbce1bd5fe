// The job page's live part: the apply form (docs/requirements.md#apply-form) and, after the server's answer
// or with ?status= in the address, the thank-you overlay (docs/requirements.md#thank-you-overlay); once sent,
// a lasting confirmation in the form's place, so an applicant who looked away while the overlay showed does
// not find an empty form and think it failed. Inside the app the route keeps ?status and reloads a job that
// closed (its handlers); on a page drawn as islands (decision 0017) there is no router and no handler (an
// island's props are data): this keeps ?status in the address itself, and a closed job is shown by a reload.
import { Alert, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { CareerSummary } from '#contracts/careers.ts';
import { ApplyForm } from './apply-form';
import { ThankYouOverlay, type ThankYouVariant } from './thank-you-overlay';

export interface JobApplicationHandlers {
  /** Inside the app: the route keeps ?status. @default none: kept here */
  onStatusChange?: (status: ThankYouVariant | undefined) => void;
  /** Inside the app: the route loads the job again. @default none: the page is loaded again */
  onCareerGone?: () => void;
}

export interface JobApplicationProps extends JobApplicationHandlers {
  career: Pick<CareerSummary, 'id' | 'title'>;
  /** The overlay shown (?status=applied|duplicate). @default none */
  status?: ThankYouVariant;
}

/** The address with ?status set or removed, the rest kept. */
function addressWithStatus(status: ThankYouVariant | undefined): string {
  const url = new URL(window.location.href);
  if (status) url.searchParams.set('status', status);
  else url.searchParams.delete('status');
  return url.pathname + url.search + url.hash;
}

export function JobApplication({ career, status: given, onStatusChange, onCareerGone }: JobApplicationProps) {
  const [own, setOwn] = useState(given);
  const status = onStatusChange ? given : own;
  const changeStatus =
    onStatusChange ??
    ((next: ThankYouVariant | undefined) => {
      setOwn(next);
      window.history.replaceState(window.history.state, '', addressWithStatus(next));
    });
  const careerGone = onCareerGone ?? (() => window.location.reload());
  const [sent, setSent] = useState(false);
  return (
    <>
      {sent ? (
        <ApplicationSent jobTitle={career.title} overlayOpen={status !== undefined} />
      ) : (
        <ApplyForm
          career={career}
          onApplied={() => {
            setSent(true);
            changeStatus('applied');
          }}
          onCareerGone={careerGone}
        />
      )}
      {status && (
        <ThankYouOverlay
          key={status}
          variant={status}
          jobTitle={career.title}
          onRemoved={() => changeStatus(undefined)}
        />
      )}
    </>
  );
}

/** What stays once the overlay has gone; it takes the focus then, so a reader hears it. */
function ApplicationSent({ jobTitle, overlayOpen }: { jobTitle: string; overlayOpen: boolean }) {
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!overlayOpen) confirmation.current?.focus();
  }, [overlayOpen]);
  return (
    <Alert
      ref={confirmation}
      tabIndex={-1}
      color="teal"
      variant="light"
      title="Application sent"
      role="status"
    >
      <Text size="sm">
        Thank you for applying for {jobTitle}. Check your e-mail: we have written to you about your
        application, with a link to follow it.
      </Text>
    </Alert>
  );
}
