// The careers calls: the open jobs (SPEC §7) and one job, open or closed. Their answers are checked with
// the contracts' schemas, loaded with the first call: a page the server drew takes its answers from the
// server (decision 0010) and needs neither them nor zod (25 KB gzip) to be taken over.
import { FetchError } from 'ofetch';
import type { CareerDetail, CareerListItem, CareerSummary } from '#contracts/careers.ts';
import { api } from '#src/lib/api.ts';

const schemas = () => import('#contracts/careers.ts');

export async function fetchOpenCareers(): Promise<CareerListItem[]> {
  const [{ careerListSchema }, body] = await Promise.all([schemas(), api('/api/careers/all')]);
  return careerListSchema.parse(body);
}

export type CareerPage =
  | { state: 'open'; career: CareerDetail }
  | { state: 'closed'; career: CareerSummary; message: string }
  | { state: 'unknown' };

export async function fetchCareer(id: number): Promise<CareerPage> {
  const loadingSchemas = schemas();
  try {
    const [{ careerDetailSchema }, body] = await Promise.all([loadingSchemas, api(`/api/careers/${id}`)]);
    return { state: 'open', career: careerDetailSchema.parse(body) };
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return { state: 'unknown' };
    if (error instanceof FetchError && error.status === 410) {
      const body = (await loadingSchemas).careerErrorSchema.parse(error.data);
      return { state: 'closed', career: body.career, message: body.error.message };
    }
    throw error;
  }
}
