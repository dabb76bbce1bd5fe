// What the job-management routes load before they render (behind the full-screen loading indicator).
import { notFound } from '@tanstack/react-router';
import type { CareerApplications } from '#contracts/recruiter.ts';
import { httpStatus } from '#src/lib/api.ts';
import {
  fetchBoardPreferences,
  fetchCareerApplications,
  fetchRecentCareers,
  fetchRejectionReasons,
  fetchStageMailOffers,
  fetchStatuses,
} from './recruiter-api';

export const loadJobManagement = async () => ({ careers: await fetchRecentCareers() });

/** The board of one career; an unknown career is a not-found page, other failures an empty board. */
export async function loadBoard(careerId: number) {
  const [board, statuses, reasons, stageMails, preferences] = await Promise.all([
    fetchCareerApplications(careerId).catch((error: unknown): CareerApplications => {
      if (httpStatus(error) === 404) throw notFound();
      console.error('Could not load the applicants.', error);
      return { career: { id: careerId, title: `Career #${careerId}`, jobId: '' }, applications: [] };
    }),
    fetchStatuses(),
    fetchRejectionReasons(),
    fetchStageMailOffers(),
    fetchBoardPreferences(),
  ]);
  return { board, statuses, reasons, stageMails, preferences };
}
