// The board's move request: the target status stays in the query (the required call,
// docs/requirements.md#api-move), and a note about the applicant goes in the body, out of the address that
// request logs and proxies write down (docs/decisions/0042).
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { moveApplicant } from '../../../src/features/recruiter/recruiter-api';

interface Sent {
  query: Record<string, string>;
  body: unknown;
}

const sent: Sent[] = [];
const server = setupServer(
  http.post('*/api/recruiter/job-management/applications/:id/move', async ({ request }) => {
    const text = await request.text();
    sent.push({
      query: Object.fromEntries(new URL(request.url).searchParams),
      body: text ? JSON.parse(text) : undefined,
    });
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('sends the note in the body and the rest in the query', async () => {
  await moveApplicant({
    applicationId: 7,
    toStatusCode: 'REJECTED',
    note: 'On medical leave until March',
    reasonId: 3,
    emailCandidate: true,
  });
  expect(sent.at(-1)).toEqual({
    query: { toStatusCode: 'REJECTED', reasonId: '3', emailCandidate: 'true' },
    body: { note: 'On medical leave until March' },
  });
});

it('sends no body for a move without a note, as the required call', async () => {
  await moveApplicant({ applicationId: 7, toStatusCode: 'PROFILE_SCREENED' });
  expect(sent.at(-1)).toEqual({ query: { toStatusCode: 'PROFILE_SCREENED' }, body: undefined });
});
