// An open career's links to share (docs/decisions/0018): one per network the footer lists, each the job's
// canonical address with its ?ref=, copied with one press.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { firm } from '../../../contracts/firm';
import { ShareLinks } from '../../../src/features/admin/careers/share-links';
import { renderWithTheme } from '../../support/dom/render';

const jobUrl = `${firm.url}/careers/hr-recruiter/7`;

describe('the links to share a job', () => {
  it('gives each network the job’s address with its ref, and copies it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShareLinks career={{ id: 7, title: 'HR Recruiter' }} />);
    const section = screen.getByRole('region', { name: 'Share this job' });
    const rows = within(section).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      `LinkedIn${jobUrl}?ref=linkedinCopy link for LinkedIn`,
      `Instagram${jobUrl}?ref=instagramCopy link for Instagram`,
      `Facebook${jobUrl}?ref=facebookCopy link for Facebook`,
    ]);
    await user.click(within(section).getByRole('button', { name: 'Copy link for Instagram' }));
    expect(await navigator.clipboard.readText()).toBe(`${jobUrl}?ref=instagram`);
    expect(within(section).getByRole('button', { name: 'Copied for Instagram' })).toBeInTheDocument();
  });
});
