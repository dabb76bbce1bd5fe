// Head metadata (title, description, canonical path) for every public page.

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
  | 'internship';

export interface PageMeta {
  title: string;
  description: string;
  /** Path relative to the site URL, e.g. '/about-us'. */
  canonical?: string;
}

export const pageMeta: Record<PageKey, PageMeta> = {
  home: {
    title: 'Meera Consultancy | Web, HR, Marketing & Education',
    description:
      'Website design, HR services, digital marketing and overseas education guidance from our offices in Hyderabad and Manchester. Consulting since 2013.',
    canonical: '/',
  },
  aboutus: {
    title: 'About Us | Meera Consultancy, Hyderabad & Manchester',
    description:
      'Since 2013, Meera Consultancy has helped businesses and students in India and the UK. Meet the team, our values and the way we work with every client.',
    canonical: '/about-us',
  },
  hrservice: {
    title: 'HR Services & Recruitment in Hyderabad | Meera Consultancy',
    description:
      'Recruitment, payroll, employee management, RPO and executive search for growing teams in India and the UK. Practical HR support from Meera Consultancy.',
    canonical: '/hr-service',
  },
  websitedesign: {
    title: 'Website Design, Hyderabad & Manchester | Meera Consultancy',
    description:
      'Responsive, fast and SEO-friendly websites designed around your customers. Planning, design, build and launch by our web team in Hyderabad and Manchester.',
    canonical: '/website-design',
  },
  digitalmarketing: {
    title: 'Digital Marketing Agency: SEO & PPC | Meera Consultancy',
    description:
      'SEO, pay-per-click, social media and content marketing with clear monthly reporting. Ask Meera Consultancy for a free audit of your digital marketing.',
    canonical: '/digital-marketing',
  },
  education: {
    title: 'Overseas Education Consultants | Meera Consultancy',
    description:
      'Study abroad with one-to-one guidance: university shortlisting, statements of purpose, scholarships, admissions and visa support from Hyderabad and Manchester.',
    canonical: '/overseas-education',
  },
  notfound: {
    title: 'Page Not Found | Meera Consultancy',
    description:
      'Sorry, the page you are looking for does not exist. It may have moved or the link may be mistyped. Visit our home page to find what you need.',
    canonical: '/404',
  },
  careers: {
    title: 'Careers at Meera Consultancy | Jobs in Hyderabad & UK',
    description:
      'Explore open roles in engineering, design, HR, digital marketing, education services and sales at Meera Consultancy in Hyderabad, Manchester and remote.',
    canonical: '/careers',
  },
  blogs: {
    title: 'Insights & Stories | Meera Consultancy Blog',
    description:
      'Practical advice on website design, hiring and payroll, digital marketing and studying abroad, written by the Meera Consultancy team in India and the UK.',
    canonical: '/blogs',
  },
  contact: {
    title: 'Contact Us | Meera Consultancy, Hyderabad & Manchester',
    description:
      'Get in touch with Meera Consultancy about a website, hiring, marketing or studying abroad. Reach our offices in Khairatabad, Hyderabad and Manchester, UK.',
    canonical: '/contact-us',
  },
  internship: {
    title: 'Internship Programme | Meera Consultancy',
    description:
      'Gain real experience in web design, digital marketing, HR or overseas education services with a mentor at Meera Consultancy. See who can apply and how.',
    canonical: '/internship',
  },
};
