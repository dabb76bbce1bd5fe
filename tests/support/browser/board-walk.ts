// What the board's path walks in Chromium share: applicants who apply through the public API as a visitor
// does, the demo data's first open job, and the board's status tabs brought into view.
import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CareerListItem } from '../../../contracts/careers';
import { careerApplicationsSchema } from '../../../contracts/recruiter';
import { validApplicant } from '../server/careers-fixtures';
import { pdfResume } from '../server/resume-files';
import { baseUrl } from './browser';
import { demoSessionFromServer } from './sign-in';

/** The id of the demo data's first open job. */
export async function firstOpenJob(): Promise<number> {
  const jobs = (await (await fetch(`${baseUrl()}/api/careers/all`)).json()) as CareerListItem[];
  const id = jobs[0]?.id;
  if (id === undefined) throw new Error('the demo data has no open job');
  return id;
}

/**
 * Applies to `careerId` with a PDF résumé, as `name` with an e-mail and phone of their own; the new id.
 * From the loopback address `from` (127.0.0.1 by default): the server takes 20 applications an hour from one
 * address, and a walk that needs more applies from several, as several visitors would.
 */
export async function applyAs(
  careerId: number,
  name: string,
  email: string,
  n: number,
  from = '127.0.0.1',
): Promise<number> {
  const form = new FormData();
  const fields = {
    ...validApplicant,
    fullName: name,
    email,
    mobile: `+91 60000 ${String(n).padStart(5, '0')}`,
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('resume', new Blob([new Uint8Array(pdfResume(name))], { type: 'application/pdf' }), 'cv.pdf');
  // The body as fetch would send it; node:http, unlike fetch, can choose the address it sends from.
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(`${baseUrl()}/api/careers/${careerId}/applications`);
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  expect(answer.status, answer.text).toBe(201);
  return applicationIdOf(careerId, email);
}

/** The demo recruiter's token per server, for reading its board. */
const recruiterTokens = new Map<string, Promise<string>>();

function recruiterToken(): Promise<string> {
  let token = recruiterTokens.get(baseUrl());
  if (!token) {
    token = demoSessionFromServer(baseUrl(), 'recruiter').then((session) => session.token);
    recruiterTokens.set(baseUrl(), token);
  }
  return token;
}

/** The id of `email`'s application to `careerId`, read from the board: the public answer names none. */
async function applicationIdOf(careerId: number, email: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/recruiter/job-management/careers/${careerId}/applications`, {
    headers: { authorization: `Bearer ${await recruiterToken()}` },
  });
  const board = careerApplicationsSchema.parse(await res.json());
  const found = board.applications.find((application) => application.email === email);
  if (!found) throw new Error(`no application from ${email} on the board of career ${careerId}`);
  return found.id;
}

/** Selects the tab of `statusCode`; the tabs show five at a time, so Next brings a later one into view. */
export async function openStatusTab(page: Page, statusCode: string) {
  const tab = page.locator(`[id="status-tab-${statusCode}"]`);
  for (let shown = 0; (await tab.count()) === 0; shown++) {
    if (shown > 8) throw new Error(`no tab for ${statusCode}`);
    await page.getByRole('button', { name: 'Next status' }).click();
  }
  await tab.click();
  await page.locator(`[id="status-tab-${statusCode}"][aria-selected="true"]`).waitFor();
}
