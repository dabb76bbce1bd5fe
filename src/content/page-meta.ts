// Head metadata (title, description, canonical path) of every public page, kept with each page's copy
// (src/content/pages/): a page imports its own, so no first load carries all of them. Gathered here
// for the tests that walk every page.
import type { PageMeta } from './head-meta';
import { aboutMeta } from './pages/about';
import { blogsMeta } from './pages/blogs';
import { careersMeta } from './pages/careers';
import { contactMeta } from './pages/contact';
import { digitalMarketingMeta } from './pages/digital-marketing';
import { homeMeta } from './pages/home';
import { hrServiceMeta } from './pages/hr-service';
import { internshipMeta } from './pages/internship';
import { notFoundMeta } from './pages/not-found';
import { overseasEducationMeta } from './pages/overseas-education';
import { privacyMeta } from './pages/privacy';
import { websiteDesignMeta } from './pages/website-design';

export type PageKey =
  | 'home'
  | 'aboutus'
  | 'hrservice'
  | 'websitedesign'
  | 'digitalmarketing'
  | 'education'
  | 'notfound'
  | 'careers'
  | 'blogs'
  | 'contact'
  | 'internship'
  | 'privacy';

export const pageMeta: Record<PageKey, PageMeta> = {
  home: homeMeta,
  aboutus: aboutMeta,
  hrservice: hrServiceMeta,
  websitedesign: websiteDesignMeta,
  digitalmarketing: digitalMarketingMeta,
  education: overseasEducationMeta,
  notfound: notFoundMeta,
  careers: careersMeta,
  blogs: blogsMeta,
  contact: contactMeta,
  internship: internshipMeta,
  privacy: privacyMeta,
};
