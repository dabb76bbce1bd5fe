import { describe, expect, it } from 'vitest';
import {
  activeChoices,
  departmentsOf,
  filterCareers,
  isNew,
  locationOf,
  locationsOf,
  NEW_FOR_DAYS,
  searchChoices,
  toggleChoice,
} from '../../../src/features/careers/career-rules';

const jobs = [
  { title: 'Frontend Developer (React)', department: 'Engineering', location: 'Hyderabad, India' },
  { title: 'React Native Developer', department: ' Engineering ', location: 'Remote (India)' },
  { title: 'UI/UX Designer', department: 'Design', location: 'Hybrid – Manchester, UK' },
  { title: 'HR Recruiter', department: 'Human Resources', location: 'Manchester, UK' },
  { title: 'Unfiled role', department: '  ', location: 'Remote' },
];
const none = { q: '', departments: [], locations: [] };

describe('keyword and department filters (docs/requirements.md#careers-filters)', () => {
  it('matches the keyword as a case-insensitive substring of the title only', () => {
    expect(filterCareers(jobs, { ...none, q: 'REACT' }).map((j) => j.title)).toEqual([
      'Frontend Developer (React)',
      'React Native Developer',
    ]);
    expect(filterCareers(jobs, { ...none, q: 'design' }).map((j) => j.title)).toEqual(['UI/UX Designer']);
    expect(filterCareers(jobs, { ...none, q: 'engineering' })).toEqual([]);
    expect(filterCareers(jobs, { ...none, q: '  ' })).toHaveLength(jobs.length);
  });

  it('matches departments exactly (after trimming) and combines with the keyword', () => {
    expect(filterCareers(jobs, { ...none, departments: ['Engineering'] })).toHaveLength(2);
    expect(filterCareers(jobs, { ...none, departments: ['Engineer'] })).toEqual([]);
    expect(
      filterCareers(jobs, { ...none, q: 'native', departments: ['Engineering', 'Design'] }).map(
        (j) => j.title,
      ),
    ).toEqual(['React Native Developer']);
  });

  it('offers each department once, trimmed, without empty ones', () => {
    expect(departmentsOf(jobs)).toEqual(['Design', 'Engineering', 'Human Resources']);
  });

  it('ignores chosen departments that no job has', () => {
    expect(activeChoices(['Design', 'Astronauts'], departmentsOf(jobs))).toEqual(['Design']);
  });

  it('searches the department options', () => {
    expect(searchChoices(['Design', 'Engineering', 'Human Resources'], 'es')).toEqual([
      'Design',
      'Human Resources',
    ]);
    expect(searchChoices(['Design'], '')).toEqual(['Design']);
  });
});

describe('the location filter', () => {
  it('files each job under its town, a hybrid one too, or under Remote', () => {
    expect(jobs.map((job) => locationOf(job.location))).toEqual([
      'Hyderabad',
      'Remote',
      'Manchester',
      'Manchester',
      'Remote',
    ]);
  });

  it('offers each location once, from the jobs themselves, towns first and Remote last', () => {
    expect(locationsOf(jobs)).toEqual(['Hyderabad', 'Manchester', 'Remote']);
  });

  it('combines with the keyword and departments', () => {
    expect(filterCareers(jobs, { ...none, locations: ['Manchester'] }).map((j) => j.title)).toEqual([
      'UI/UX Designer',
      'HR Recruiter',
    ]);
    expect(
      filterCareers(jobs, { q: 'react', departments: ['Engineering'], locations: ['Remote'] }).map(
        (j) => j.title,
      ),
    ).toEqual(['React Native Developer']);
  });
});

describe('ticking departments (docs/requirements.md#department-selection)', () => {
  it('"All" clears the others', () => {
    expect(toggleChoice(['Design', 'Sales'], null, true)).toEqual([]);
  });

  it('ticks and unticks one department at a time', () => {
    expect(toggleChoice([], 'Design', true)).toEqual(['Design']);
    expect(toggleChoice(['Design'], 'Sales', true)).toEqual(['Design', 'Sales']);
    expect(toggleChoice(['Design', 'Sales'], 'Design', false)).toEqual(['Sales']);
  });

  it('unticking the last department returns to "All"', () => {
    expect(toggleChoice(['Design'], 'Design', false)).toEqual([]);
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
