// /careers/indeed.xml: every open job in the XML feed format Indeed and the aggregators that copy it read
// (docs.indeed.com, "XML feed reference"): a <source> with one <job> each, every value in CDATA. A remote job
// is placed at the firm's office in the country its applicants must live in, and says it is remote.
import { firm } from '../../contracts/firm';
import { countryCode, type JobPlace, jobPlaceOf } from '../../contracts/job-place';
import { careerPath } from '../../contracts/public-paths';
import type { EmploymentType } from '../../contracts/value-lists';
import type { FeedCareer } from '../services/careers';
import { lastChanged } from './rss-feed';
import { cdata } from './xml-text';

const JOB_TYPES: Record<EmploymentType, string> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACT: 'contract',
  INTERNSHIP: 'internship',
};

const REMOTE_TYPES: Partial<Record<JobPlace['arrangement'], string>> = {
  remote: 'Fully remote',
  hybrid: 'Hybrid remote',
};

/** Where the job is for the feed: its place, or for a remote job the office in its applicants' country. */
function placeOf(location: string): JobPlace {
  const place = jobPlaceOf(location);
  if (place.arrangement !== 'remote') return place;
  const office = Object.values(firm.offices).find((each) => countryCode(each.country) === place.country);
  return office ? { ...jobPlaceOf(`${office.city}, ${office.country}`), arrangement: 'remote' } : place;
}

const element = (name: string, value: string | undefined) =>
  value === undefined ? [] : [`    <${name}>${cdata(value)}</${name}>`];

function job(career: FeedCareer, origin: string): string {
  const place = placeOf(career.location);
  return [
    '  <job>',
    ...element('title', career.title),
    ...element('date', career.postedAt),
    ...element('referencenumber', career.jobId),
    ...element('requisitionid', career.jobId),
    ...element('url', `${origin}${careerPath(career)}`),
    ...element('company', firm.name),
    ...element('sourcename', firm.name),
    ...element('city', place.locality),
    ...element('state', place.region),
    ...element('country', place.country),
    ...element('email', firm.careersEmail),
    ...element('description', career.descriptionHtml),
    ...element('jobtype', JOB_TYPES[career.employmentType]),
    ...element('category', career.department),
    ...element('experience', career.experience),
    ...element('remotetype', REMOTE_TYPES[place.arrangement]),
    ...element('expirationdate', career.validThrough),
    '  </job>',
  ].join('\n');
}

export function careersIndeedXml(jobs: readonly FeedCareer[], origin = firm.url): string {
  const changed = lastChanged(jobs);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `  <publisher>${cdata(firm.name)}</publisher>`,
    `  <publisherurl>${cdata(`${origin}/careers`)}</publisherurl>`,
    ...(changed ? [`  <lastBuildDate>${cdata(new Date(changed).toUTCString())}</lastBuildDate>`] : []),
    ...jobs.map((career) => job(career, origin)),
    '</source>',
    '',
  ].join('\n');
}
