import { describe, expect, it } from 'vitest';
import {
  activeDepartments,
  departmentsOf,
  filterCareers,
  isNew,
  NEW_FOR_DAYS,
  searchDepartments,
  toggleDepartment,
} from '../../../src/features/careers/career-rules';

const jobs = [
  { title: 'Frontend Developer (React)', department: 'Engineering' },
  { title: 'React Native Developer', department: ' Engineering ' },
  { title: 'UI/UX Designer', department: 'Design' },
  { title: 'HR Recruiter', department: 'Human Resources' },
  { title: 'Unfiled role', department: '  ' },
];

describe('keyword and department filters (SPEC §5)', () => {
  it('matches the keyword as a case-insensitive substring of the title only', () => {
    expect(filterCareers(jobs, { q: 'REACT', departments: [] }).map((j) => j.title)).toEqual([
      'Frontend Developer (React)',
      'React Native Developer',
    ]);
    expect(filterCareers(jobs, { q: 'design', departments: [] }).map((j) => j.title)).toEqual([
      'UI/UX Designer',
    ]);
    expect(filterCareers(jobs, { q: 'engineering', departments: [] })).toEqual([]);
    expect(filterCareers(jobs, { q: '  ', departments: [] })).toHaveLength(jobs.length);
  });

  it('matches departments exactly (after trimming) and combines with the keyword', () => {
    expect(filterCareers(jobs, { q: '', departments: ['Engineering'] })).toHaveLength(2);
    expect(filterCareers(jobs, { q: '', departments: ['Engineer'] })).toEqual([]);
    expect(
      filterCareers(jobs, { q: 'native', departments: ['Engineering', 'Design'] }).map((j) => j.title),
    ).toEqual(['React Native Developer']);
  });

  it('offers each department once, trimmed, without empty ones', () => {
    expect(departmentsOf(jobs)).toEqual(['Design', 'Engineering', 'Human Resources']);
  });

  it('ignores chosen departments that no job has', () => {
    expect(activeDepartments(['Design', 'Astronauts'], departmentsOf(jobs))).toEqual(['Design']);
  });

  it('searches the department options', () => {
    expect(searchDepartments(['Design', 'Engineering', 'Human Resources'], 'es')).toEqual([
      'Design',
      'Human Resources',
    ]);
    expect(searchDepartments(['Design'], '')).toEqual(['Design']);
  });
});

describe('ticking departments (SPEC §5)', () => {
  it('"All" clears the others', () => {
    expect(toggleDepartment(['Design', 'Sales'], null, true)).toEqual([]);
  });

  it('ticks and unticks one department at a time', () => {
    expect(toggleDepartment([], 'Design', true)).toEqual(['Design']);
    expect(toggleDepartment(['Design'], 'Sales', true)).toEqual(['Design', 'Sales']);
    expect(toggleDepartment(['Design', 'Sales'], 'Design', false)).toEqual(['Sales']);
  });

  it('unticking the last department returns to "All"', () => {
    expect(toggleDepartment(['Design'], 'Design', false)).toEqual([]);
  });
});

describe('the NEW marker: posted in the last 7 days', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

  it('marks jobs younger than seven days only', () => {
    expect(NEW_FOR_DAYS).toBe(7);
    expect(isNew(daysAgo(0), now)).toBe(true);
    expect(isNew(daysAgo(6.99), now)).toBe(true);
    expect(isNew(daysAgo(7), now)).toBe(false);
    expect(isNew(daysAgo(30), now)).toBe(false);
  });
});
