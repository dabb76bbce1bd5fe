// The four services listed in the home page "Our Services" accordion, in display order.

export type ServiceKey = 'HR_SERVICE' | 'DIGITAL_MARKETING' | 'WEBSITE_DESIGN' | 'OVERSEAS_EDUCATION';

export type ServiceRoute = '/hr-service' | '/digital-marketing' | '/website-design' | '/overseas-education';

export interface ServiceListItem {
  key: ServiceKey;
  title: string;
  /** Two or three sentences shown when the accordion item is open. */
  content: string;
  route: ServiceRoute;
}

export const services: readonly ServiceListItem[] = [
  {
    key: 'WEBSITE_DESIGN',
    title: 'Website Design',
    content:
      'Responsive, fast and SEO-friendly websites that explain clearly what you do and make it easy for people to get in touch. We plan, design, build and launch your site with you, and we stay on hand once it is live.',
    route: '/website-design',
  },
  {
    key: 'HR_SERVICE',
    title: 'HR Services',
    content:
      'Recruitment, payroll and day-to-day employee management for growing teams in India and the UK. From a single hire to recruitment process outsourcing and executive search, we work as an extension of your own team.',
    route: '/hr-service',
  },
  {
    key: 'DIGITAL_MARKETING',
    title: 'Digital Marketing',
    content:
      'SEO, pay-per-click, social media and content marketing planned around your business goals rather than vanity metrics. Every month you get a clear report on what is working and what we will change next.',
    route: '/digital-marketing',
  },
  {
    key: 'OVERSEAS_EDUCATION',
    title: 'Overseas Education',
    content:
      'Honest, one-to-one guidance for students planning to study abroad. We help you choose and shortlist universities, write your statement of purpose, find scholarships, apply and prepare your visa application.',
    route: '/overseas-education',
  },
];
