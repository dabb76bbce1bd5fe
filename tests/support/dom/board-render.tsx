// The recruiter board in a web test, with the toasts its actions show, and a card of the selected tab.
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { DEFAULT_STATUSES } from '../../../contracts/application-status';
import type { CareerApplications } from '../../../contracts/recruiter';
import { ApplicantBoard } from '../../../src/features/recruiter/applicant-board';
import { renderWithRouter } from './render';

/** As an admin sees it (`canManageData`) or a recruiter. */
export const renderBoard = (board: CareerApplications, canManageData: boolean) =>
  renderWithRouter(
    <>
      <Notifications />
      <ApplicantBoard board={board} statuses={DEFAULT_STATUSES} backTo="/x" canManageData={canManageData} />
    </>,
  );

/** The card of `name` in the selected status tab. */
export const cardOf = (name: string) => within(screen.getByRole('tabpanel')).getByRole('article', { name });
