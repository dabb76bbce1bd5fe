import { describe, expect, it } from 'vitest';
import type { CareerDetail } from '../../../contracts/careers';
import { jobLocationOf, jobPostingJsonLd } from '../../../src/features/careers/job-posting';
import { jsonScriptText } from '../../../src/lib/json-script';

const career: CareerDetail = {
  id: 3,
  title: 'Graphic Designer',
  department: 'Design',
  employmentType: 'CONTRACT',
  location: 'Hybrid – Manchester, UK',
  jobId: 'MC-DES-1006',
  experience: '1–3 years',
  vacancies: 1,
  postedAt: '2026-11-01T10:00:00.000Z',
  descriptionHtml: '<h2>About the role</h2>\n<p>Design things.</p>',
  closingDate: null,
  validThrough: '2027-01-30T10:00:00.000Z',
};

describe('the JobPosting structured data', () => {
  it("has every property Google requires and the recommended ones, from the page's own data", () => {
    expect(jobPostingJsonLd(career)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Graphic Designer',
      description: '<h2>About the role</h2>\n<p>Design things.</p>',
      identifier: { '@type': 'PropertyValue', name: 'Meera Consultancy', value: 'MC-DES-1006' },
      datePosted: '2026-11-01T10:00:00.000Z',
      validThrough: '2027-01-30T10:00:00.000Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Meera Consultancy',
        sameAs: 'https://www.meeraconsultancy.com',
        logo: 'https://www.meeraconsultancy.com/logo-512.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Manchester', addressCountry: 'GB' },
      },
      totalJobOpenings: 1,
      directApply: true,
      url: 'https://www.meeraconsultancy.com/careers/graphic-designer/3',
    });
  });

  it.each([
    ['FULL_TIME', 'FULL_TIME'],
    ['PART_TIME', 'PART_TIME'],
    ['CONTRACT', 'CONTRACTOR'],
    ['INTERNSHIP', 'INTERN'],
  ] as const)('maps %s to Google’s %s', (ours, google) => {
    expect(jobPostingJsonLd({ ...career, employmentType: ours }).employmentType).toBe(google);
  });

  it('gives Indian cities their state, and remote jobs the country applicants must live in', () => {
    expect(jobLocationOf('Hyderabad, India')).toEqual({
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Hyderabad',
          addressRegion: 'Telangana',
          addressCountry: 'IN',
        },
      },
    });
    expect(jobLocationOf('Remote (India)')).toEqual({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
  });

  it('cannot be closed early by text inside the description', () => {
    const text = jsonScriptText({ description: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).description).toBe('</script><script>alert(1)</script>');
  });
});
