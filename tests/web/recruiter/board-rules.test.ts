import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES } from '../../../contracts/application-status';
import type { BoardApplication, RecentCareer } from '../../../contracts/recruiter';
import {
  boardTabs,
  careerTitle,
  countGroups,
  emptyPanelText,
  groupByStatus,
  OTHER_STATUSES_TAB,
  resumeDownloadName,
  searchAnnouncement,
  searchApplicants,
  searchCareers,
  sortRecentCareers,
  tabWindowStart,
} from '../../../src/features/recruiter/board-rules';

const career = (id: number, title: string | null, latest: string | null, count: number): RecentCareer => ({
  id,
  title,
  jobId: `MC-ENG-${1000 + id}`,
  applicationsCount: count,
  latestAppliedAt: latest,
});

describe('job management list rules', () => {
  it('sorts by latest application (newest first), then applicant count (highest first)', () => {
    const sorted = sortRecentCareers([
      career(1, 'A', null, 9),
      career(2, 'B', '2026-01-02T00:00:00Z', 1),
      career(3, 'C', '2026-01-02T00:00:00Z', 5),
      career(4, 'D', '2026-03-01T00:00:00Z', 0),
    ]);
    expect(sorted.map((c) => c.id)).toEqual([4, 3, 2, 1]);
  });

  it('searches title or id, case-insensitive, and names untitled careers by id', () => {
    const list = [career(12, 'Senior SEO Specialist', null, 0), career(7, null, null, 0)];
    expect(searchCareers(list, 'seo').map((c) => c.id)).toEqual([12]);
    expect(searchCareers(list, '7').map((c) => c.id)).toEqual([7]);
    expect(careerTitle(list[1] as RecentCareer)).toBe('Career #7');
  });
});

describe('board rules', () => {
  const applicant = (id: number, name: string, email: string, mobile: string): BoardApplication => ({
    id,
    name,
    email,
    mobile,
    state: null,
    city: null,
    resumeFilename: null,
    source: null,
    status: { statusCode: 'APPLIED', label: 'Applied' },
    appliedAt: '2026-01-01T00:00:00Z',
  });
  const people = [
    applicant(1, 'Priya Sharma', 'priya@example.com', '+91 98765 43210'),
    applicant(2, 'Tom Ellis', 'tom@example.co.uk', '+44 7700 900123'),
  ];

  it('searches applicants by name, e-mail or phone', () => {
    expect(searchApplicants(people, 'PRIYA').map((a) => a.id)).toEqual([1]);
    expect(searchApplicants(people, 'co.uk').map((a) => a.id)).toEqual([2]);
    expect(searchApplicants(people, '9876543210').map((a) => a.id)).toEqual([1]);
    expect(searchApplicants(people, '').map((a) => a.id)).toEqual([1, 2]);
  });

  it('announces how many applicants a search found, and nothing without a search', () => {
    expect(searchAnnouncement(3, ' rao ')).toBe('3 applicants match “rao”');
    expect(searchAnnouncement(1, 'tom')).toBe('1 applicant matches “tom”');
    expect(searchAnnouncement(0, 'x')).toBe('0 applicants match “x”');
    expect(searchAnnouncement(5000, '  ')).toBe('');
  });

  it('groups applicants by status in their given order, and counts each group', () => {
    const [priya, tom] = people as [BoardApplication, BoardApplication];
    const rejected = {
      ...applicant(3, 'Asha Rao', 'asha@example.com', ''),
      status: { statusCode: 'REJECTED', label: 'Rejected' },
    };
    const groups = groupByStatus([tom, rejected, priya], DEFAULT_STATUSES);
    expect([...groups.keys()]).toEqual(['APPLIED', 'REJECTED']);
    expect(groups.get('APPLIED')?.map((a) => a.id)).toEqual([2, 1]);
    expect(groups.get('REJECTED')?.map((a) => a.id)).toEqual([3]);
    expect(countGroups(groups)).toEqual(
      new Map([
        ['APPLIED', 2],
        ['REJECTED', 1],
      ]),
    );
  });

  it('puts applicants whose status is not in the list under an "Other" tab, shown only while there are such', () => {
    const [priya, tom] = people as [BoardApplication, BoardApplication];
    const onHold = { ...tom, status: { statusCode: 'ON_HOLD', label: 'ON_HOLD' } };
    expect(boardTabs(DEFAULT_STATUSES, [priya, tom])).toEqual(DEFAULT_STATUSES);
    const tabs = boardTabs(DEFAULT_STATUSES, [priya, onHold]);
    expect(tabs.map((tab) => tab.label)).toEqual([...DEFAULT_STATUSES.map((s) => s.label), 'Other']);
    const groups = groupByStatus([priya, onHold], tabs);
    expect(groups.get(OTHER_STATUSES_TAB.statusCode)).toEqual([onHold]);
    expect(groups.get('APPLIED')).toEqual([priya]);
  });

  it('says why the applicants panel is empty: no applicants at all, or none matching the search', () => {
    expect(emptyPanelText(0, '')).toBe('No applicants yet.');
    expect(emptyPanelText(0, 'rao')).toBe('No applicants yet.');
    expect(emptyPanelText(12, ' rao ')).toBe('No applicants match “rao”.');
  });

  it('moves the five-tab window only as far as the selection needs', () => {
    expect(tabWindowStart(0, 0, 8)).toBe(0);
    expect(tabWindowStart(4, 0, 8)).toBe(0);
    expect(tabWindowStart(5, 0, 8)).toBe(1);
    expect(tabWindowStart(7, 1, 8)).toBe(3);
    expect(tabWindowStart(3, 3, 8)).toBe(3);
    expect(tabWindowStart(2, 3, 8)).toBe(2);
    expect(tabWindowStart(2, 0, 3)).toBe(0);
  });

  it('names a downloaded résumé from the header, else the stored name, else resume-{id}, made safe', () => {
    expect(
      resumeDownloadName(
        `attachment; filename="CV.pdf"; filename*=UTF-8''Priya%20Sharma%20CV.pdf`,
        'x.pdf',
        3,
      ),
    ).toBe('Priya Sharma CV.pdf');
    expect(resumeDownloadName('attachment; filename="Tom_CV.docx"', null, 3)).toBe('Tom_CV.docx');
    expect(resumeDownloadName(null, 'my/cv:2026?.pdf', 3)).toBe('my_cv_2026_.pdf');
    expect(resumeDownloadName(null, null, 42)).toBe('resume-42');
  });
});
