// Demo blog posts. Each body is a markdown file in ./blogs/ named after the post's slug, read when this
// module loads. The URL is relative to this module, and scripts/build/build-server.ts copies the folder beside
// the server bundle, so the same URL finds it from the sources (tsx, tests) and from dist-server/server.mjs.
import { readFileSync } from 'node:fs';

export interface DemoBlog {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  tags: string[];
  /** null means the post is a draft. */
  publishedDaysAgo: number | null;
  coverImage: null;
}

/** The post's body. Its file ends with a newline, as text files do; the body itself does not. */
function postBody(slug: string): string {
  return readFileSync(new URL(`./blogs/${slug}.md`, import.meta.url), 'utf8').replace(/\n$/, '');
}

const posts: Omit<DemoBlog, 'body'>[] = [
  {
    title: 'How to shortlist UK universities: a practical guide for Indian students',
    slug: 'how-to-shortlist-uk-universities',
    excerpt:
      'Rankings are only the start. Here is how our counsellors help students build a balanced shortlist of UK universities that fits their goals, grades and budget.',
    tags: ['Overseas Education', 'UK Universities', 'Admissions'],
    publishedDaysAgo: 3,
    coverImage: null,
  },
  {
    title: 'Payroll compliance checklist for Indian SMEs',
    slug: 'payroll-compliance-checklist-for-indian-smes',
    excerpt:
      'PF, ESI, professional tax, TDS and more: a month-by-month checklist to help small and medium-sized businesses in India stay on top of payroll compliance.',
    tags: ['HR Services', 'Payroll', 'Compliance'],
    publishedDaysAgo: 10,
    coverImage: null,
  },
  {
    title: 'Seven signs your website is costing you enquiries',
    slug: 'seven-signs-your-website-is-costing-you-enquiries',
    excerpt:
      'Slow pages, unclear messages and hidden contact details quietly turn visitors away. Here are seven warning signs and what to do about each one.',
    tags: ['Website Design', 'Conversion', 'Small Business'],
    publishedDaysAgo: 18,
    coverImage: null,
  },
  {
    title: 'SEO or pay-per-click: where should a small business start?',
    slug: 'seo-or-pay-per-click-where-should-a-small-business-start',
    excerpt:
      'Both can bring in customers, but they work very differently. Here is how to decide where your first marketing budget should go.',
    tags: ['Digital Marketing', 'SEO', 'PPC'],
    publishedDaysAgo: 27,
    coverImage: null,
  },
  {
    title: 'Writing a statement of purpose that sounds like you',
    slug: 'writing-a-statement-of-purpose-that-sounds-like-you',
    excerpt:
      'Admissions tutors read hundreds of statements. Here is how to write one that is clear, specific and unmistakably your own.',
    tags: ['Overseas Education', 'Statement of Purpose', 'Applications'],
    publishedDaysAgo: 41,
    coverImage: null,
  },
  {
    title: 'Is recruitment process outsourcing right for your business?',
    slug: 'is-recruitment-process-outsourcing-right-for-your-business',
    excerpt:
      'Recruitment process outsourcing can give a growing business a full hiring team without the overheads. Here is when it makes sense, and when it does not.',
    tags: ['HR Services', 'Recruitment', 'RPO'],
    publishedDaysAgo: 60,
    coverImage: null,
  },
  {
    title: 'Building a content calendar your team will actually keep',
    slug: 'building-a-content-calendar-your-team-will-actually-keep',
    excerpt:
      'Most content calendars are abandoned within weeks. Here is a simple, realistic way to plan content that gets published month after month.',
    tags: ['Digital Marketing', 'Content', 'Social Media'],
    publishedDaysAgo: null,
    coverImage: null,
  },
];

export const demoBlogs: DemoBlog[] = posts.map((post) => ({ ...post, body: postBody(post.slug) }));
