// The status page's place for interviews: the section is loaded only when the page has a token to ask with,
// and in a chunk of its own, so a status page without interviews stays as small as it was.
import { lazy, Suspense } from 'react';
import { myApplicationParamsSchema } from '#contracts/my-application.ts';

const InterviewSection = lazy(() => import('./interview-section'));

/** The token of /my-application/{token} in the address (the page itself is given only the application). */
export function statusPageToken(pathname = globalThis.location?.pathname ?? ''): string | null {
  const match = /^\/my-application\/([^/?#]+)\/?$/.exec(pathname);
  const token = match?.[1] ? decodeURIComponent(match[1]) : null;
  return token && myApplicationParamsSchema.safeParse({ token }).success ? token : null;
}

export function InterviewSlot({ token = statusPageToken() }: { token?: string | null }) {
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <InterviewSection token={token} />
    </Suspense>
  );
}
