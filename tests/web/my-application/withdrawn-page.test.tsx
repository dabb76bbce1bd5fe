// The status page after the candidate withdraws: the thanks are said once (issue 61, part 6), by the
// Withdrawn stage, and the withdrawal is still announced to screen readers.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_STAGES, type MyApplication } from '../../../contracts/my-application';
import { MyApplicationPage } from '../../../src/features/my-application/my-application-page';
import { renderWithTheme } from '../../support/dom/render';

const open: MyApplication = {
  jobTitle: 'Payroll Executive',
  jobId: 'MC-2026-014',
  appliedAt: '2026-11-02T09:00:00.000Z',
  stage: CANDIDATE_STAGES.APPLIED ?? { label: 'Received', description: '' },
  timeline: [{ label: 'Received', at: '2026-11-02T09:00:00.000Z' }],
  canWithdraw: true,
};
const withdrawn: MyApplication = {
  ...open,
  stage: CANDIDATE_STAGES.WITHDRAWN ?? { label: 'Withdrawn', description: '' },
  timeline: [...open.timeline, { label: 'Withdrawn', at: '2026-12-01T09:00:00.000Z' }],
  canWithdraw: false,
};

const thanksCount = () => (document.body.textContent ?? '').split('Thank you for letting us know').length - 1;

describe('the status page of a withdrawn application', () => {
  it('thanks the candidate once after they withdraw, and announces the withdrawal', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <MyApplicationPage application={open} withdraw={async () => withdrawn} onClosed={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Withdrawn' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your application is withdrawn.');
    expect(thanksCount()).toBe(1);
  });

  it('thanks them once when the page is opened again later', () => {
    renderWithTheme(
      <MyApplicationPage application={withdrawn} withdraw={async () => withdrawn} onClosed={() => {}} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Withdrawn' })).toBeInTheDocument();
    expect(thanksCount()).toBe(1);
  });
});
