// The stage e-mail template calls (/api/admin/stage-mail-templates…), answers checked against the contract.
import { ADMIN_STAGE_MAIL_TEMPLATES_PATH } from '#contracts/api-paths.ts';
import {
  type StageMailTemplateInput,
  stageMailTemplateListSchema,
  stageMailTemplateSchema,
} from '#contracts/stage-mail-templates.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

export const fetchStageMailTemplates = () =>
  getChecked(stageMailTemplateListSchema, ADMIN_STAGE_MAIL_TEMPLATES_PATH);
export const saveStageMailTemplate = (statusCode: string, input: StageMailTemplateInput) =>
  sendChecked(stageMailTemplateSchema, `${ADMIN_STAGE_MAIL_TEMPLATES_PATH}/${statusCode}`, 'PUT', input);
