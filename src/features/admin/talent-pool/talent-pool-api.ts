// The talent pool calls (/api/recruiter/talent-pool…), each answer checked against its contract.
import { TALENT_POOL_PATH } from '#contracts/api-paths.ts';
import { talentPoolOptionsSchema, talentPoolPageSchema } from '#contracts/talent-pool.ts';
import { getChecked, type Query } from '#src/lib/checked-api.ts';

export const fetchTalentPool = (query: Query) => getChecked(talentPoolPageSchema, TALENT_POOL_PATH, query);
export const fetchTalentPoolOptions = () =>
  getChecked(talentPoolOptionsSchema, `${TALENT_POOL_PATH}/options`);
