// The client calls (/api/admin/clients…), each answer checked against its contract.

import {
  type ClientFormInput,
  clientJobsSchema,
  clientPageSchema,
  clientSchema,
} from '#contracts/admin-clients.ts';
import { ADMIN_CLIENTS_PATH } from '#contracts/api-paths.ts';
import { getChecked, type Query, sendChecked, sendDelete } from '#src/lib/checked-api.ts';

export const fetchClients = (query: Query) => getChecked(clientPageSchema, ADMIN_CLIENTS_PATH, query);
export const fetchClient = (sno: number) => getChecked(clientSchema, `${ADMIN_CLIENTS_PATH}/${sno}`);
export const fetchClientJobs = (sno: number, query: Query) =>
  getChecked(clientJobsSchema, `${ADMIN_CLIENTS_PATH}/${sno}/jobs`, query);
export const createClient = (form: ClientFormInput) =>
  sendChecked(clientSchema, ADMIN_CLIENTS_PATH, 'POST', form);
export const updateClient = (sno: number, form: ClientFormInput) =>
  sendChecked(clientSchema, `${ADMIN_CLIENTS_PATH}/${sno}`, 'PUT', form);
export const deleteClient = (sno: number) => sendDelete(`${ADMIN_CLIENTS_PATH}/${sno}`);
