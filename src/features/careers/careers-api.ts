// The careers calls: the open jobs (docs/requirements.md#api-careers-all) and one job, open or closed. Their
// answers are checked with the contracts' schemas, loaded with the first call: a page the server drew takes
// its answers from the server (decision 0010) and needs neither them nor zod (docs/decisions/0008) to be
// taken over.
import type { FetchError } from 'ofetch';
import { CAREER_LIST_PATH, CAREERS_PATH } from '#contracts/api-paths.ts';
import type { CareerDetail, CareerListItem, CareerSummary } from '#contracts/careers.ts';
import { fetchChecked, httpStatus } from '#src/lib/api.ts';

const schemas = () => import('#contracts/careers.ts');

export const fetchOpenCareers = (): Promise<CareerListItem[]> =>
  fetchChecked(async () => (await schemas()).careerListSchema, CAREER_LIST_PATH);

export type CareerPage =
  | { state: 'open'; career: CareerDetail }
  | { state: 'closed'; career: CareerSummary; message: string }
  | { state: 'unknown' };

export async function fetchCareer(id: number): Promise<CareerPage> {
  try {
    const career = await fetchChecked(
      async () => (await schemas()).careerDetailSchema,
      `${CAREERS_PATH}/${id}`,
    );
    return { state: 'open', career };
  } catch (error) {
    const status = httpStatus(error);
    if (status === 404) return { state: 'unknown' };
    if (status === 410) {
      const body = (await schemas()).careerErrorSchema.parse((error as FetchError).data);
      return { state: 'closed', career: body.career, message: body.error.message };
    }
    throw error;
  }
}
