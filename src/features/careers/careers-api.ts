// The careers calls: the open jobs (SPEC §7) and one job, open or closed.
import { FetchError } from 'ofetch';
import {
  type CareerDetail,
  type CareerListItem,
  type CareerSummary,
  careerDetailSchema,
  careerErrorSchema,
  careerListSchema,
} from '../../../contracts/careers';
import { api } from '../../lib/api';

export function fetchOpenCareers(): Promise<CareerListItem[]> {
  return api('/api/careers/all').then((body) => careerListSchema.parse(body));
}

export type CareerPage =
  | { state: 'open'; career: CareerDetail }
  | { state: 'closed'; career: CareerSummary; message: string }
  | { state: 'unknown' };

export async function fetchCareer(id: number): Promise<CareerPage> {
  try {
    return { state: 'open', career: careerDetailSchema.parse(await api(`/api/careers/${id}`)) };
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return { state: 'unknown' };
    if (error instanceof FetchError && error.status === 410) {
      const body = careerErrorSchema.parse(error.data);
      return { state: 'closed', career: body.career, message: body.error.message };
    }
    throw error;
  }
}
