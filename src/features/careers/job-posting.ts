// The schema.org JobPosting of a job page, with the properties Google asks for
// (developers.google.com/search/docs/appearance/structured-data/job-posting), from what the page shows.
import type { CareerDetail } from '#contracts/careers.ts';
import { firm } from '#contracts/firm.ts';
import { jobPlaceOf } from '#contracts/job-place.ts';
import { careerPath } from '#contracts/public-paths.ts';
import type { EmploymentType } from '#contracts/value-lists.ts';
import { absoluteUrl } from '#src/lib/head.ts';

/** Google's employmentType values for ours. */
export const googleEmploymentType: Record<EmploymentType, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  INTERNSHIP: 'INTERN',
};

/** Where the job is, as Google reads it: a remote job with the country applicants must live in, or a place. */
export function jobLocationOf(location: string): Record<string, unknown> {
  const place = jobPlaceOf(location);
  if (place.arrangement === 'remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(place.countryName
        ? { applicantLocationRequirements: { '@type': 'Country', name: place.countryName } }
        : {}),
    };
  }
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: place.locality,
        ...(place.region ? { addressRegion: place.region } : {}),
        ...(place.country ? { addressCountry: place.country } : {}),
      },
    },
  };
}

export function jobPostingJsonLd(career: CareerDetail): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: career.title,
    description: career.descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: firm.name, value: career.jobId },
    datePosted: career.postedAt,
    validThrough: career.validThrough,
    employmentType: googleEmploymentType[career.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: firm.name,
      sameAs: firm.url,
      logo: absoluteUrl(firm.logoPath),
    },
    ...jobLocationOf(career.location),
    totalJobOpenings: career.vacancies,
    directApply: true,
    url: absoluteUrl(careerPath(career)),
  };
}
