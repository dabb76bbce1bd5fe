// The staff API of a firm with nothing in it yet, for web tests that open staff pages to test something
// else (titles, guards): every answer is one the pages' contracts accept, so a page renders its empty
// state instead of failing in its loader and filling the output with route errors.
import { HttpResponse, http } from 'msw';
import { DEFAULT_STATUSES } from '../../../contracts/application-status';

const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };
const LISTS = ['employees', 'careers', 'audit-log', 'clients', 'contact-messages', 'blogs'];

export const emptyStaffApi = [
  ...LISTS.map((list) => http.get(`*/api/admin/${list}`, () => HttpResponse.json(emptyPage))),
  http.get('*/api/admin/careers/form-options', () => HttpResponse.json({ clients: [], departments: [] })),
  http.get('*/api/admin/clients/:sno/jobs', () => HttpResponse.json(emptyPage)),
  http.get('*/api/admin/dashboard', () =>
    HttpResponse.json({ role: 'ADMIN', blogs: { drafts: 0, published: 0, myDrafts: 0 } }),
  ),
  http.get('*/api/applications/statuses', () => HttpResponse.json(DEFAULT_STATUSES)),
  http.get('*/api/recruiter/job-management/careers/recent', () => HttpResponse.json([])),
  http.get('*/api/recruiter/job-management/careers/:id/applications', ({ params }) =>
    HttpResponse.json({
      career: { id: Number(params.id), title: 'Payroll Specialist', jobId: 'MC-HR-1001' },
      applications: [],
    }),
  ),
];
