// The client calls (/api/admin/clients…), each answer checked against its contract.
import {
  type ClientFormInput,
  clientJobsSchema,
  clientPageSchema,
  clientSchema,
} from '#contracts/admin-clients.ts';
import { getChecked, type Query, sendChecked, sendDelete } from '#src/lib/checked-api.ts';

const BASE = '/api/admin/clients';

export const fetchClients = (query: Query) => getChecked(clientPageSchema, BASE, query);
export const fetchClient = (sno: number) => getChecked(clientSchema, `${BASE}/${sno}`);
export const fetchClientJobs = (sno: number, query: Query) =>
  getChecked(clientJobsSchema, `${BASE}/${sno}/jobs`, query);
export const createClient = (form: ClientFormInput) => sendChecked(clientSchema, BASE, 'POST', form);
export const updateClient = (sno: number, form: ClientFormInput) =>
  sendChecked(clientSchema, `${BASE}/${sno}`, 'PUT', form);
export const deleteClient = (sno: number) => sendDelete(`${BASE}/${sno}`);
