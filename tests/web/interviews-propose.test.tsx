// "Propose interview" as a recruiter uses it on the person page: every field labelled, a fixed time typed as
// Manchester's clocks read it sent as the right instant after the UK's clock change, several slots, a row left
// incomplete, and the server's 400 shown beside each field with focus on the first. The API is msw's.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERVIEW_TEXTS, type Interview, type InterviewProposal } from '../../contracts/interviews';
import { InterviewsPanel } from '../../src/features/interviews/interviews-panel';
import { renderWithRouter } from '../support/dom/render';

const NOW = Date.UTC(2027, 2, 1, 9, 0);

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  id: 70,
  applicationId: 9,
  personId: 3,
  candidateName: 'Priya Sharma',
  careerTitle: 'Payroll Specialist',
  kind: 'video',
  office: 'manchester',
  videoLink: 'https://meet.example.com/abc',
  durationMinutes: 60,
  state: 'booked',
  startsAt: '2027-03-29T09:00:00.000Z',
  cutoffHours: 24,
  sequence: 0,
  interviewers: [{ userId: 1, name: 'Rita Rao' }],
  slots: [{ id: 1, startsAt: '2027-03-29T09:00:00.000Z', available: true }],
  proposedByName: 'Rita Rao',
  cancelReason: null,
  createdAt: '2027-03-01T09:00:00.000Z',
  updatedAt: '2027-03-01T09:00:00.000Z',
  ...overrides,
});

let posted: InterviewProposal[];
let answer: () => Response;
const server = setupServer(
  http.get('*/api/recruiter/interviews', () => HttpResponse.json({ interviews: [] })),
  http.post('*/api/recruiter/interviews', async ({ request }) => {
    posted.push((await request.json()) as InterviewProposal);
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // Only the date is fixed (before the times offered): timers and user events run as they would.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  posted = [];
  answer = () => HttpResponse.json(interview());
});
afterEach(() => vi.useRealTimers());

const STAFF = [
  { userId: 1, name: 'Rita Rao' },
  { userId: 2, name: 'Ravi Kumar' },
];

async function openDialog() {
  const user = userEvent.setup();
  await renderWithRouter(
    <InterviewsPanel applicationId={9} careerTitle="Payroll Specialist" interviewing staff={STAFF} />,
  );
  await user.click(await screen.findByRole('button', { name: 'Propose interview' }));
  const dialog = await screen.findByRole('dialog', { name: 'Propose interview' });
  return { user, dialog: within(dialog) };
}

const setValue = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('proposing an interview', () => {
  it('labels every field, and sends 10:00 Manchester on 29 March 2027 as 09:00Z (after the UK change)', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.getByRole('radiogroup', { name: 'How it is held' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Video call' })).toBeChecked();
    expect(dialog.getByRole('radiogroup', { name: /^Office/ })).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Length' })).toHaveValue('60');
    expect(dialog.getByRole('group', { name: 'Interviewers' })).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'The candidate may change it until' })).toHaveValue('24');

    await user.click(dialog.getByRole('radio', { name: 'Manchester' }));
    await user.click(dialog.getByLabelText(/^Video link/));
    await user.paste('https://meet.example.com/abc');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Length' }), '45');
    await user.click(dialog.getByRole('checkbox', { name: 'Rita Rao' }));
    setValue(dialog.getByLabelText('Date (Manchester)'), '2027-03-29');
    setValue(dialog.getByLabelText('Time (Manchester)'), '10:00');
    await user.click(dialog.getByRole('button', { name: 'Propose' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      applicationId: 9,
      kind: 'video',
      office: 'manchester',
      videoLink: 'https://meet.example.com/abc',
      durationMinutes: 45,
      interviewerIds: [1],
      slots: ['2027-03-29T09:00:00.000Z'],
      cutoffHours: 24,
    });
    // The dialog closes; the booked interview is listed and announced.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Interview booked');
    expect(screen.getByRole('heading', { name: 'Video call with Priya Sharma' })).toBeInTheDocument();
  });

  it('offers several times, each typed in the office’s clock on its own day', async () => {
    answer = () => HttpResponse.json(interview({ state: 'proposed', startsAt: null }));
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: 'At the office' }));
    expect(dialog.queryByLabelText(/^Video link/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Manchester' }));
    await user.click(dialog.getByRole('radio', { name: /Several times/ }));
    await user.click(dialog.getByRole('button', { name: 'Add another time' }));
    // Friday before the change is GMT; the Monday after is BST.
    setValue(dialog.getByLabelText('Date 1 (Manchester)'), '2027-03-26');
    setValue(dialog.getByLabelText('Time 1 (Manchester)'), '10:00');
    setValue(dialog.getByLabelText('Date 2 (Manchester)'), '2027-03-29');
    setValue(dialog.getByLabelText('Time 2 (Manchester)'), '10:00');
    await user.click(dialog.getByRole('checkbox', { name: 'Ravi Kumar' }));
    await user.click(dialog.getByRole('button', { name: 'Propose' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      kind: 'onsite',
      videoLink: null,
      interviewerIds: [2],
      slots: ['2027-03-26T10:00:00.000Z', '2027-03-29T09:00:00.000Z'],
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('choose a time'));
  });

  it('asks for both a date and a time before sending anything', async () => {
    const { user, dialog } = await openDialog();
    setValue(dialog.getByLabelText('Date (Hyderabad)'), '2027-03-29');
    await user.click(dialog.getByRole('button', { name: 'Propose' }));
    const date = dialog.getByLabelText('Date (Hyderabad)');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Please give both a date and a time.'));
    await waitFor(() => expect(date).toHaveFocus());
    expect(posted).toHaveLength(0);
  });

  it('shows the server’s messages beside their fields and focuses the first', async () => {
    answer = () =>
      HttpResponse.json(
        {
          error: {
            code: 'bad_request',
            message: 'Some fields are not valid.',
            fields: {
              videoLink: INTERVIEW_TEXTS.videoLinkRequired,
              interviewerIds: INTERVIEW_TEXTS.interviewersRequired,
              'slots.0': INTERVIEW_TEXTS.slotInPast,
            },
          },
        },
        { status: 400 },
      );
    const { user, dialog } = await openDialog();
    setValue(dialog.getByLabelText('Date (Hyderabad)'), '2027-02-01');
    setValue(dialog.getByLabelText('Time (Hyderabad)'), '10:00');
    await user.click(dialog.getByRole('button', { name: 'Propose' }));

    const link = await dialog.findByLabelText(/^Video link/);
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    expect(link).toHaveAccessibleDescription(expect.stringContaining(INTERVIEW_TEXTS.videoLinkRequired));
    expect(dialog.getByLabelText('Date (Hyderabad)')).toHaveAccessibleDescription(
      expect.stringContaining(INTERVIEW_TEXTS.slotInPast),
    );
    expect(dialog.getByText(INTERVIEW_TEXTS.interviewersRequired)).toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
    // Still open, nothing listed, and no general alert: every message has its field.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the server refused a proposal that no field explains (409)', async () => {
    answer = () =>
      HttpResponse.json(
        { error: { code: 'conflict', message: INTERVIEW_TEXTS.notInterviewing } },
        { status: 409 },
      );
    const { user, dialog } = await openDialog();
    setValue(dialog.getByLabelText('Date (Hyderabad)'), '2027-03-29');
    setValue(dialog.getByLabelText('Time (Hyderabad)'), '14:30');
    await user.click(dialog.getByRole('button', { name: 'Propose' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(INTERVIEW_TEXTS.notInterviewing);
    expect(posted[0]?.slots).toEqual(['2027-03-29T09:00:00.000Z']);
  });
});
