// The schema.org JobPosting of a job page, with the properties Google asks for
// (developers.google.com/search/docs/appearance/structured-data/job-posting), from what the page shows.
import type { CareerDetail } from '#contracts/careers.ts';
import { firm } from '#contracts/firm.ts';
import { indiaLocations } from '#contracts/india-locations.ts';
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

const COUNTRY_CODES: Record<string, string> = {
  india: 'IN',
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
};

const countryCode = (name: string) => COUNTRY_CODES[name.trim().toLowerCase()] ?? name.trim();

function indianStateOf(city: string): string | undefined {
  return Object.entries(indiaLocations).find(([, cities]) => cities.includes(city))?.[0];
}

/**
 * Where the job is, as Google reads it. "Remote (India)" is a telecommute job open to applicants in
 * India; "Hybrid – Manchester, UK" and "Hyderabad, India" are places with a postal address.
 */
export function jobLocationOf(location: string): Record<string, unknown> {
  const remote = location.match(/^\s*remote\b\s*(?:\(([^)]+)\))?/i);
  if (remote) {
    const country = remote[1]?.trim();
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country } } : {}),
    };
  }
  const place = location.replace(/^\s*hybrid\s*[–—-]\s*/i, '');
  const parts = place
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const locality = parts[0] ?? place.trim();
  const country = parts.length > 1 ? countryCode(parts[parts.length - 1] ?? '') : undefined;
  const region = country === 'IN' ? indianStateOf(locality) : undefined;
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: locality,
        ...(region ? { addressRegion: region } : {}),
        ...(country ? { addressCountry: country } : {}),
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
