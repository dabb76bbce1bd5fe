// Copy for every public marketing page: home, about, the four service pages, blogs, internship, contact and not found.

/** A button that navigates to a route, optionally scrolling to an anchor on it. */
export interface CtaLink {
  label: string;
  /** Route path, e.g. '/contact-us'. */
  to: string;
  /** Element id to scroll to, without '#'. */
  hash?: string;
}

export interface HeroCopy {
  kicker: string;
  title: string;
  desc: string;
  primaryCta?: CtaLink;
  secondaryCta?: CtaLink;
}

export interface WhyChooseUsCopy {
  /** Defaults to "Why Choose Meera Consultancy" when omitted. */
  heading?: string;
  /** Point title mapped to its description, in display order. */
  points: Record<string, string>;
  summary: string;
  imgSrc: string;
  imgAlt: string;
}

export interface ContentSection {
  id?: string;
  title: string;
  intro?: string;
  items: { title: string; body: string }[];
}

export interface ServicePageCopy {
  /** Id of the element the hero's first button scrolls to. */
  anchorId: string;
  hero: HeroCopy;
  intro: { title: string; body: string[] };
  sections: ContentSection[];
  whyChooseUs: WhyChooseUsCopy;
  cta: { title?: string; description: string; buttonLabel?: string };
}

export interface HomePageCopy {
  hero: HeroCopy;
  servicesIntro: string;
  howWeWork: {
    kicker: 'How we work';
    title: 'People-first. Outcome-driven.';
    body: string[];
    steps: { title: string; body: string }[];
    cta: CtaLink;
  };
  whyUs: { title: string; points: { title: string; body: string }[] };
  cta: { title: string; description: string; buttonLabel: 'Partner With Us' };
}

export interface InternshipPageCopy {
  hero: HeroCopy;
  offers: { title: string; body: string }[];
  whoCanApply: string[];
  howToApply: string[];
}

export interface ContactPageCopy {
  title: string;
  intro: string;
  imgSrc: '/images/contact.webp';
  imgAlt: string;
  successMessage: string;
}

export interface NotFoundPageCopy {
  title: string;
  body: string;
}

const contactUs = '/contact-us';

export const homePage: HomePageCopy = {
  hero: {
    kicker: 'Hyderabad · Manchester · Since 2013',
    title: 'Consult. Create. Conquer.',
    desc: 'Website design, HR services, digital marketing and overseas education guidance from one team in India and the United Kingdom. Practical advice, honest timelines and work you can measure.',
    primaryCta: { label: 'Explore Services', to: '/', hash: 'services' },
    secondaryCta: { label: 'Contact', to: contactUs },
  },
  servicesIntro:
    'Four practices, one team. Whether you need a new website, the right hire, more qualified enquiries or a place at a university abroad, we plan it with you and see it through.',
  howWeWork: {
    kicker: 'How we work',
    title: 'People-first. Outcome-driven.',
    body: [
      'Good work starts with good people – the clients who trust us with their business, the candidates and students who trust us with their future, and the colleagues who make it all happen. We take the time to understand each of them before we recommend anything.',
      'Then we focus on results you can see: a website that brings in enquiries, a role filled with the right person, a campaign that pays for itself, an offer letter from the right university. If you would like to be part of a team that works this way, we are always glad to hear from talented people.',
    ],
    steps: [
      {
        title: 'Listen',
        body: 'We start with a conversation about your goals, your constraints and what success looks like to you.',
      },
      {
        title: 'Plan',
        body: 'You receive a clear plan with scope, timeline and cost agreed up front – no surprises later.',
      },
      {
        title: 'Deliver',
        body: 'A named lead keeps you updated at every stage while specialists in India and the UK do the work.',
      },
      {
        title: 'Improve',
        body: 'We review the results with you, learn from them and refine the next step together.',
      },
    ],
    cta: { label: 'Explore careers', to: '/careers' },
  },
  whyUs: {
    title: 'Why clients choose Meera Consultancy',
    points: [
      {
        title: '10+ Years of Expertise',
        body: 'Since 2013 we have helped businesses, job seekers and students reach their goals, and we bring that experience to every new project.',
      },
      {
        title: 'Global Reach',
        body: 'With offices in the UK and India, we understand both markets and can support you wherever you or your customers are.',
      },
      {
        title: 'Full-Spectrum Services',
        body: 'Web, HR, Marketing and Education under one roof, so your website, your team and your growth plans pull in the same direction.',
      },
      {
        title: 'Personalized Strategies',
        body: 'No off-the-shelf packages. Every plan is shaped around your goals, your budget and your timeline.',
      },
    ],
  },
  cta: {
    title: 'Ready to grow with a partner who listens?',
    description:
      'Tell us where you want to be in a year’s time. We will help you work out the steps to get there – and then take them with you.',
    buttonLabel: 'Partner With Us',
  },
};

export const aboutPage: ServicePageCopy = {
  anchorId: 'aboutus',
  hero: {
    kicker: 'About us',
    title: 'Consulting with care since 2013',
    desc: 'We are consultants, designers, developers, recruiters, marketers and education counsellors working from Hyderabad and Manchester – helping businesses grow and students take their next step abroad.',
    primaryCta: { label: 'Work With Us', to: contactUs },
    secondaryCta: { label: 'Our Approach', to: '/about-us', hash: 'aboutus' },
  },
  intro: {
    title: 'Our story',
    body: [
      'Meera Consultancy was founded in 2013 on a simple belief: growing organisations deserve the same thoughtful, joined-up advice that large companies take for granted. For more than ten years we have worked alongside founders, managers, job seekers and students, and that belief still guides everything we do.',
      'Today we have offices in Khairatabad, Hyderabad, and in Manchester in the United Kingdom. Our teams share clients, tools and standards, so you benefit from local knowledge in both countries while dealing with one point of contact.',
      'Our tagline – Consult. Create. Conquer. – sums up how we work. We listen and advise first, create what is genuinely needed, and stay with you until the results are there.',
    ],
  },
  sections: [
    {
      id: 'values',
      title: 'What we value',
      intro: 'The principles behind every website, hire, campaign and application we work on.',
      items: [
        {
          title: 'Honesty',
          body: 'We tell you what we think, even when it is not what you hoped to hear. Realistic timelines and clear costs come before any sales pitch.',
        },
        {
          title: 'Partnership',
          body: 'We work with you, not just for you. You always know who is looking after your project and how to reach them.',
        },
        {
          title: 'Craft',
          body: 'Whether it is a page layout, a job description or a statement of purpose, we take pride in getting the details right.',
        },
        {
          title: 'Care for people',
          body: 'Behind every brief is a person – a founder, a candidate, a student, a parent. We treat their time, their data and their ambitions with respect.',
        },
      ],
    },
    {
      id: 'offices',
      title: 'Two offices, one team',
      intro:
        'Our colleagues in India and the United Kingdom work as a single team, so you get the right specialist whichever office you contact.',
      items: [
        {
          title: 'Hyderabad, India',
          body: 'Our office in Khairatabad, in central Hyderabad, serves clients across India. Students and parents are welcome to visit and meet our education counsellors in person.',
        },
        {
          title: 'Manchester, United Kingdom',
          body: 'Our Manchester office supports UK businesses with websites, marketing and recruitment, and gives students planning to study in Britain a team that knows the system first-hand.',
        },
        {
          title: 'Working across time zones',
          body: 'Our working day spans India and the UK, which often means quicker turnarounds – and you still have one named contact from start to finish.',
        },
      ],
    },
    {
      id: 'approach',
      title: 'Our approach',
      intro:
        'Every engagement follows the same four steps, whether it is a new website, a senior hire or a university application.',
      items: [
        {
          title: 'Understand',
          body: 'We begin by listening: your goals, your audience, your constraints and what has or has not worked before.',
        },
        {
          title: 'Plan',
          body: 'We agree a written plan with scope, milestones and costs, so everyone knows what will happen and when.',
        },
        {
          title: 'Deliver',
          body: 'Our specialists do the work while your named lead keeps you informed with regular, plain-English updates.',
        },
        {
          title: 'Review and refine',
          body: 'We look at the results together, share what we have learned and recommend the next sensible step.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'More than ten years of experience':
        'Since 2013 we have supported businesses, candidates and students across India and the UK.',
      'A presence in two countries':
        'Teams in Hyderabad and Manchester who understand both markets, their regulations and their ways of working.',
      'Four services under one roof':
        'Web, HR, marketing and education specialists who share what they know and work as one team.',
      'Advice shaped around you':
        'No off-the-shelf packages – every plan starts from your goals, your budget and your timeline.',
      'Straight answers': 'Clear pricing, regular updates and a named contact who actually replies.',
    },
    summary:
      'We measure our success by yours, and we would much rather build a long relationship than win a one-off project. If that sounds like the kind of partner you are looking for, we would love to hear from you.',
    imgSrc: '/images/why-about.webp',
    imgAlt: 'Meera Consultancy colleagues discussing a project together around a meeting table',
  },
  cta: {
    title: 'Let’s build something together',
    description:
      'Tell us what you are working on – a new website, a growing team, a marketing plan or a university application – and we will suggest a sensible next step.',
    buttonLabel: 'Work With Us',
  },
};

export const hrServicePage: ServicePageCopy = {
  anchorId: 'hrservices',
  hero: {
    kicker: 'HR Services',
    title: 'The right people, paid correctly, managed well',
    desc: 'Recruitment, payroll and employee management for growing businesses in India and the UK – from a single hire to a fully outsourced recruitment function.',
    primaryCta: { label: 'Explore HR Services', to: '/hr-service', hash: 'hrservices' },
    secondaryCta: { label: 'Talk to HR', to: contactUs },
  },
  intro: {
    title: 'HR support that grows with you',
    body: [
      'People are the biggest investment most businesses make, yet HR is often squeezed in between everything else. We take the day-to-day load off your hands – finding candidates, running payroll, keeping records and policies up to date – so that you can concentrate on leading your team.',
      'You can use one service on its own or combine them. Many clients start with a single hard-to-fill role or a payroll migration and add support as they grow. Whatever the scope, you get a dedicated consultant who learns how your business works.',
    ],
  },
  sections: [
    {
      id: 'recruitment',
      title: 'Recruitment',
      intro:
        'Permanent and contract hiring for roles from entry level to senior management, in India and the UK.',
      items: [
        {
          title: 'Role scoping',
          body: 'We help you define the role, the skills that really matter and a realistic salary range before a single advert goes live.',
        },
        {
          title: 'Sourcing and screening',
          body: 'We search job boards, our own network and professional platforms, then screen every applicant against your criteria so you only meet people worth meeting.',
        },
        {
          title: 'Interview coordination',
          body: 'We schedule interviews, brief candidates, gather feedback from your panel and keep everyone informed at every stage.',
        },
        {
          title: 'Offers and onboarding',
          body: 'We manage references, offer letters and notice periods, and stay in touch with your new starter until their first day.',
        },
      ],
    },
    {
      id: 'payroll',
      title: 'Payroll',
      intro: 'Accurate, on-time payroll with the statutory work done for you.',
      items: [
        {
          title: 'Monthly payroll processing',
          body: 'Salaries, overtime, reimbursements and deductions calculated every month, with clear payslips for every employee.',
        },
        {
          title: 'Statutory compliance in India',
          body: 'Provident Fund, ESI, professional tax and TDS on salaries calculated, filed and paid on time, with the records to show for it.',
        },
        {
          title: 'UK payroll',
          body: 'PAYE and Real Time Information submissions to HMRC, statutory payments and workplace pension auto-enrolment handled correctly.',
        },
        {
          title: 'Year-end and reports',
          body: 'Form 16 and P60s issued on time, plus monthly cost reports that help you plan your headcount budget.',
        },
      ],
    },
    {
      id: 'employee-management',
      title: 'Employee Management',
      intro: 'The everyday HR that keeps a team running smoothly and fairly.',
      items: [
        {
          title: 'Policies and handbooks',
          body: 'Clear employment contracts, leave policies and employee handbooks written for your business and kept in line with current law.',
        },
        {
          title: 'Onboarding and exits',
          body: 'Structured first weeks for new joiners and respectful, well-documented exits, including full and final settlements.',
        },
        {
          title: 'Performance and development',
          body: 'Simple review cycles, goal setting and training plans that help your people grow – and help you keep them.',
        },
        {
          title: 'Records and HR queries',
          body: 'Accurate employee records and a responsive point of contact for everyday questions from managers and staff.',
        },
      ],
    },
    {
      id: 'rpo',
      title: 'Recruitment Process Outsourcing (RPO)',
      intro:
        'When hiring is continuous, we can run all or part of your recruitment process as if we were your in-house team.',
      items: [
        {
          title: 'Dedicated recruiters',
          body: 'A recruitment team assigned to your business who learn your culture, your hiring managers and your standards.',
        },
        {
          title: 'Employer brand and job adverts',
          body: 'Job descriptions, careers page content and adverts that present your business honestly and attract the right applicants.',
        },
        {
          title: 'Pipeline tracking and reporting',
          body: 'Every applicant tracked from application to offer, with regular reports on time to hire, sources and pipeline health.',
        },
        {
          title: 'Flexible scope',
          body: 'Scale support up for a busy hiring season or a new office, and back down when your plans change.',
        },
      ],
    },
    {
      id: 'executive-search',
      title: 'Executive Search',
      intro: 'Discreet, research-led search for leadership and specialist roles.',
      items: [
        {
          title: 'Market mapping',
          body: 'We research the market to identify the people who could genuinely succeed in the role, including those who are not actively looking.',
        },
        {
          title: 'Confidential approach',
          body: 'We approach candidates personally and discreetly, protecting both your plans and their current positions.',
        },
        {
          title: 'In-depth assessment',
          body: 'Structured interviews, thorough referencing and a clear written view on each shortlisted candidate.',
        },
        {
          title: 'Support through to start date',
          body: 'We help negotiate the offer, manage counter-offers and stay close until your new leader has settled in.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'Experience in two markets':
        'We recruit and run payroll in both India and the UK, and understand the employment rules and expectations in each.',
      'One consultant who knows you':
        'A dedicated contact who understands your business, so you do not have to explain yourself twice.',
      'Quality over volume': 'We send a short list of well-screened candidates rather than a pile of CVs.',
      'Compliance you can rely on':
        'Statutory deadlines tracked and met, with clear records if you ever need them.',
      'Support that scales': 'Start with one role or one payroll run, and add services as your team grows.',
    },
    summary:
      'Since 2013 we have helped businesses build teams they are proud of. Whether you need one great hire or a complete HR function, we bring the same care and attention to detail.',
    imgSrc: '/images/why-hr.webp',
    imgAlt: 'HR consultant interviewing a candidate across a desk in a bright office',
  },
  cta: {
    title: 'Hiring, payroll or HR taking up too much of your time?',
    description:
      'Tell us about your team and what is keeping you busy. We will suggest practical support that fits your size and budget.',
    buttonLabel: 'Talk to HR',
  },
};

export const digitalMarketingPage: ServicePageCopy = {
  anchorId: 'digitalmarketing',
  hero: {
    kicker: 'Digital Marketing',
    title: 'Marketing that brings in enquiries, not just clicks',
    desc: 'SEO, pay-per-click, social media and content marketing planned around your business goals, with clear reporting on what each pound or rupee achieves.',
    primaryCta: { label: 'View Digital Services', to: '/digital-marketing', hash: 'digitalmarketing' },
    secondaryCta: { label: 'Free Audit', to: contactUs },
  },
  intro: {
    title: 'A plan built around your goals',
    body: [
      'Digital marketing is only worth paying for if it brings in customers. Before we recommend any channel, we look at who you want to reach, how they search and buy, and what a new customer is worth to you.',
      'From there we build a plan that combines the right channels for your budget. We explain our thinking in plain English, report honestly every month and change course when the numbers tell us to.',
    ],
  },
  sections: [
    {
      id: 'seo',
      title: 'Search Engine Optimisation (SEO)',
      intro: 'Help the people already searching for what you offer to find you first.',
      items: [
        {
          title: 'Technical SEO',
          body: 'We fix the issues that stop search engines crawling and understanding your site, from page speed to broken links and structured data.',
        },
        {
          title: 'Keyword research and on-page SEO',
          body: 'We find the terms your customers really use and optimise your pages, titles and content around them.',
        },
        {
          title: 'Local SEO',
          body: 'We optimise your Google Business Profile and local listings so you appear when nearby customers search.',
        },
      ],
    },
    {
      id: 'ppc',
      title: 'Pay-Per-Click Advertising',
      intro: 'Targeted search and social ads that put you in front of buyers when it matters.',
      items: [
        {
          title: 'Campaign set-up',
          body: 'Google Ads and Microsoft Advertising campaigns structured around your services, locations and margins.',
        },
        {
          title: 'Ad copy and landing pages',
          body: 'Clear, relevant adverts matched to landing pages that turn clicks into enquiries.',
        },
        {
          title: 'Ongoing optimisation',
          body: 'We refine keywords, bids and audiences every week, and cut spend that is not pulling its weight.',
        },
      ],
    },
    {
      id: 'social-media',
      title: 'Social Media Marketing',
      intro: 'Build an audience that recognises and trusts your brand.',
      items: [
        {
          title: 'Strategy and calendars',
          body: 'A realistic plan for the platforms your audience actually uses, with a monthly content calendar you approve in advance.',
        },
        {
          title: 'Content creation',
          body: 'Posts, graphics and short videos that sound like you and give people a reason to follow.',
        },
        {
          title: 'Paid social',
          body: 'Targeted campaigns on LinkedIn, Instagram and Facebook to reach new audiences and bring back past visitors.',
        },
      ],
    },
    {
      id: 'content',
      title: 'Content Marketing',
      intro: 'Useful content that answers your customers’ questions and earns their trust.',
      items: [
        {
          title: 'Articles and guides',
          body: 'Well-researched blog posts and guides that support your SEO and show your expertise.',
        },
        {
          title: 'Email newsletters',
          body: 'Regular emails that keep you in touch with customers and prospects without filling their inbox.',
        },
        {
          title: 'Website copy',
          body: 'Clear, persuasive service pages and case studies written for people first and search engines second.',
        },
      ],
    },
    {
      id: 'reporting',
      title: 'Reporting you can understand',
      items: [
        {
          title: 'Monthly reports',
          body: 'A short report on traffic, leads and spend, explained in plain English with the actions we will take next.',
        },
        {
          title: 'Regular reviews',
          body: 'A call with your account manager to review results and agree priorities for the month ahead.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'Goals before tactics':
        'We start with the enquiries and sales you need, then choose the channels that can deliver them.',
      'Transparent spending':
        'You see exactly where your budget goes, with spend and results reported every month.',
      'SEO and design in one team':
        'Our web designers and marketers work side by side, so technical fixes happen quickly.',
      'Experience in India and the UK':
        'We plan campaigns for audiences in both markets and understand how people search and buy in each.',
      'Honest advice':
        'If a channel is not right for you, we will say so – even if it means recommending less work.',
    },
    summary:
      'Good marketing should feel like an investment, not a gamble. We keep our plans focused, our reporting clear and our recommendations honest, so you always know what you are getting for your budget.',
    imgSrc: '/images/why-digital.webp',
    imgAlt: 'Laptop showing a marketing dashboard with website traffic and campaign results',
  },
  cta: {
    title: 'Not sure where to start?',
    description:
      'Ask for a free audit of your website, search visibility and ad accounts. We will show you what is working, what is not and where we would focus first.',
    buttonLabel: 'Request a Free Audit',
  },
};

export const websiteDesignPage: ServicePageCopy = {
  anchorId: 'websitedesign',
  hero: {
    kicker: 'Website Design',
    title: 'Websites that work as hard as you do',
    desc: 'Responsive, fast and SEO-friendly websites designed around your customers – so they can find you, understand what you offer and get in touch.',
    primaryCta: { label: 'See Web Services', to: '/website-design', hash: 'websitedesign' },
    secondaryCta: { label: 'Launch Your Site', to: contactUs },
  },
  intro: {
    title: 'More than a pretty homepage',
    body: [
      'Your website is often the first conversation a customer has with your business. It needs to load quickly, look right on every screen and answer the questions people arrive with – then make the next step obvious.',
      'We design and build websites with those goals in mind. You work directly with the designers and developers doing the work, and you finish with a site you can update yourself and a clear plan for what comes next.',
    ],
  },
  sections: [
    {
      id: 'what-we-build',
      title: 'What we build',
      items: [
        {
          title: 'Business websites',
          body: 'Professional sites for consultancies, clinics, manufacturers, schools and service firms that explain what you do and build trust.',
        },
        {
          title: 'Landing pages',
          body: 'Focused pages for campaigns, product launches and events, designed to turn visitors into enquiries.',
        },
        {
          title: 'Website redesigns',
          body: 'A fresh design and structure for an ageing site, keeping the search rankings and content you have already earned.',
        },
        {
          title: 'Easy-to-edit sites',
          body: 'A content management system set up so your team can change text, images and news without calling a developer.',
        },
      ],
    },
    {
      id: 'built-in',
      title: 'Built in from day one',
      intro: 'The essentials every site we launch includes as standard.',
      items: [
        {
          title: 'Responsive design',
          body: 'Layouts that adapt to phones, tablets and desktops, tested on real devices before launch.',
        },
        {
          title: 'SEO-friendly structure',
          body: 'Clean page structure, descriptive titles, fast pages and sensible URLs that give search engines what they need.',
        },
        {
          title: 'Speed and performance',
          body: 'Optimised images, lean code and good hosting so pages load quickly, even on mobile networks.',
        },
        {
          title: 'Accessibility',
          body: 'Readable text, sufficient colour contrast and keyboard-friendly navigation, so everyone can use your site.',
        },
        {
          title: 'Security',
          body: 'HTTPS, regular updates and backups to keep your site and your visitors’ data safe.',
        },
      ],
    },
    {
      id: 'process',
      title: 'How a project runs',
      items: [
        {
          title: 'Discovery',
          body: 'We learn about your business, your customers and your competitors, and agree the pages and features you need.',
        },
        {
          title: 'Design',
          body: 'You see page designs for desktop and mobile and give feedback before any code is written.',
        },
        {
          title: 'Build and test',
          body: 'We build the site, add your content and test it across browsers and devices.',
        },
        {
          title: 'Launch',
          body: 'We handle the move to your domain, set up analytics and check that everything works once the site is live.',
        },
      ],
    },
    {
      id: 'after-launch',
      title: 'After launch',
      items: [
        {
          title: 'Training and handover',
          body: 'A walkthrough of your content management system and a short guide so your team can keep the site up to date.',
        },
        {
          title: 'Care and maintenance',
          body: 'Optional monthly care plans covering updates, backups, security checks and small changes.',
        },
        {
          title: 'Growth',
          body: 'When you are ready, our digital marketing team can help bring more of the right visitors to your new site.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'Designed around your customers':
        'Every page is planned around what your visitors need to know and what you want them to do next.',
      'Search-ready from launch':
        'SEO-friendly structure and fast loading are built in, not added as an afterthought.',
      'Looks right on every screen':
        'Responsive layouts tested on phones, tablets and desktops before your site goes live.',
      'You stay in control':
        'Your domain and content stay yours, and your team can update the site without calling us.',
      'Support after launch': 'We do not disappear once the site is live – help is an email or a call away.',
    },
    summary:
      'A good website is never really finished. We build sites that are fast, clear and easy to grow, and we stay on hand to help you get the most from yours for years to come.',
    imgSrc: '/images/why-web.webp',
    imgAlt: 'Responsive website displayed on a desktop monitor, a tablet and a mobile phone',
  },
  cta: {
    title: 'Ready for a website you are proud to share?',
    description:
      'Tell us about your business and what your current site is or is not doing for you. We will come back with ideas, a timeline and a clear quote.',
    buttonLabel: 'Launch Your Site',
  },
};

export const overseasEducationPage: ServicePageCopy = {
  anchorId: 'overseaseducation',
  hero: {
    kicker: 'Overseas Education',
    title: 'Your path to studying abroad, planned with care',
    desc: 'One-to-one guidance for students and families – from choosing the right university and course to scholarships, applications and your student visa.',
    primaryCta: { label: 'Start Your Journey', to: '/overseas-education', hash: 'overseaseducation' },
    secondaryCta: { label: 'Book a Call', to: contactUs },
  },
  intro: {
    title: 'Honest advice for a big decision',
    body: [
      'Studying abroad is one of the biggest decisions a student and their family will make. It deserves advice based on the student’s interests, academic record and budget, and nothing else.',
      'Our counsellors in Hyderabad and our team in Manchester guide you through every step, from the first shortlist to the day you fly. With colleagues in the UK, we can answer questions about living and studying there from first-hand experience.',
    ],
  },
  sections: [
    {
      id: 'university-selection',
      title: 'University Selection & Shortlisting',
      intro: 'Find courses and universities that fit your goals, your grades and your budget.',
      items: [
        {
          title: 'Profile assessment',
          body: 'We review your academic record, test scores, work experience and ambitions to understand where you will thrive.',
        },
        {
          title: 'A balanced shortlist',
          body: 'A shortlist that mixes ambitious, realistic and safer choices, with course content, entry requirements, fees and location compared side by side.',
        },
        {
          title: 'Course and career fit',
          body: 'We look beyond rankings at modules, placements and graduate outcomes so your choice supports the career you want.',
        },
      ],
    },
    {
      id: 'statement-of-purpose',
      title: 'Statements of Purpose',
      intro: 'Tell your story clearly and convincingly, in your own voice.',
      items: [
        {
          title: 'Brainstorming sessions',
          body: 'We help you identify the experiences, motivations and goals that make your application distinctive.',
        },
        {
          title: 'Structured feedback',
          body: 'Detailed comments on each draft covering structure, clarity and relevance to the course. The words stay yours.',
        },
        {
          title: 'Supporting documents',
          body: 'Guidance on CVs, personal statements and requesting strong letters of recommendation.',
        },
      ],
    },
    {
      id: 'scholarships',
      title: 'Scholarships & Funding',
      intro: 'Make studying abroad more affordable.',
      items: [
        {
          title: 'Finding scholarships',
          body: 'We identify university, government and external scholarships you are eligible for and track their deadlines.',
        },
        {
          title: 'Scholarship applications',
          body: 'Help with essays and supporting documents so each application presents you at your best.',
        },
        {
          title: 'Budget planning',
          body: 'A realistic estimate of tuition, living costs and travel, and advice on education loans and proof of funds.',
        },
      ],
    },
    {
      id: 'admissions',
      title: 'Admissions & Applications',
      intro: 'Well-prepared applications submitted on time.',
      items: [
        {
          title: 'Application management',
          body: 'We help you complete each application accurately, check your documents and keep track of every deadline.',
        },
        {
          title: 'Interview preparation',
          body: 'Mock interviews and practical tips for university and credibility interviews.',
        },
        {
          title: 'Offers and acceptance',
          body: 'Help comparing offers, meeting conditions and paying deposits so you can secure your place with confidence.',
        },
      ],
    },
    {
      id: 'visa-support',
      title: 'Visa Support',
      intro: 'A clear, well-organised visa application.',
      items: [
        {
          title: 'Document checklist',
          body: 'A personalised checklist covering your offer and confirmation of studies, financial evidence, test results and any health requirements.',
        },
        {
          title: 'Application review',
          body: 'We review your completed form and documents before you submit and help you prepare for your biometrics appointment.',
        },
        {
          title: 'Pre-departure guidance',
          body: 'Practical advice on accommodation, banking, travel and settling in during your first weeks abroad.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'Student-first advice': 'Recommendations based on your interests, grades and budget, and nothing else.',
      'A team in the UK':
        'Colleagues in Manchester who can share first-hand knowledge of UK universities and student life.',
      'One counsellor throughout':
        'The same counsellor guides you from shortlist to departure, so nothing falls through the cracks.',
      'Families kept informed':
        'Parents are welcome at every meeting, and we explain costs and timelines clearly.',
      'Honest about outcomes':
        'We help you submit the strongest application possible, but we never promise an admission or visa decision we do not control.',
    },
    summary:
      'For more than ten years we have helped students plan their studies abroad with realistic advice and careful preparation. We will be there for every question, from your first shortlist to your first week on campus.',
    imgSrc: '/images/why-education.webp',
    imgAlt: 'Student with a laptop and university prospectuses planning applications to study abroad',
  },
  cta: {
    title: 'Thinking about studying abroad?',
    description:
      'Book a call with one of our counsellors. Bring your questions – and your parents, if you like – and we will help you plan the next steps.',
    buttonLabel: 'Book a Call',
  },
};

export const blogsHero: HeroCopy = {
  kicker: 'BLOGS',
  title: 'Insights & Stories',
  desc: 'Practical advice on websites, hiring, marketing and studying abroad, written by the people who do the work every day.',
};

export const internshipPage: InternshipPageCopy = {
  hero: {
    kicker: 'Internship Programme',
    title: 'Learn by doing, alongside people who care',
    desc: 'Spend three to six months working on real projects in web design, digital marketing, HR or overseas education services – with a mentor, regular feedback and a certificate at the end.',
    primaryCta: { label: 'View Openings', to: '/careers' },
    secondaryCta: { label: 'Ask a Question', to: contactUs },
  },
  offers: [
    {
      title: 'Real projects',
      body: 'You work on live client and internal projects from your first week, not on made-up exercises.',
    },
    {
      title: 'A dedicated mentor',
      body: 'An experienced colleague guides your work, answers your questions and meets you regularly to review your progress.',
    },
    {
      title: 'Skills you can show',
      body: 'Leave with work samples for your portfolio or CV and practical experience of the tools the industry uses.',
    },
    {
      title: 'Certificate and reference',
      body: 'Every intern who completes the programme receives a certificate, and strong performers receive a written reference.',
    },
    {
      title: 'A route into a career',
      body: 'When roles open up, we are always glad to consider interns who have shown what they can do.',
    },
  ],
  whoCanApply: [
    'Final-year students and recent graduates from any discipline.',
    'People with a genuine interest in web design and development, digital marketing, HR and recruitment, or overseas education services.',
    'Confident communicators in written and spoken English.',
    'Anyone able to commit to at least three months, full time or part time.',
    'Applicants able to work from our Hyderabad or Manchester office, or remotely where the role allows. For UK placements you must already have the right to work in the UK.',
  ],
  howToApply: [
    'Open our Careers page and choose the Internship Programme listing.',
    'Complete the application form and attach your CV, with a few lines on what you would like to learn.',
    'If your application is shortlisted, we will invite you to a short video call with the team you would join.',
    'Successful applicants receive an offer letter confirming the start date, duration and their first project.',
  ],
};

export const contactPage: ContactPageCopy = {
  title: 'Let’s talk',
  intro:
    'Whether you have a project in mind, a role to fill or a question about studying abroad, we would love to hear from you. Fill in the form and the right person from our Hyderabad or Manchester team will get back to you.',
  imgSrc: '/images/contact.webp',
  imgAlt: 'Consultant smiling while answering an enquiry on a headset at her desk',
  successMessage:
    'Thank you for getting in touch. Your message has reached our team and we will reply by email or phone shortly.',
};

export const notFoundPage: NotFoundPageCopy = {
  title: 'Page not found',
  body: 'Sorry, the page you are looking for does not exist. It may have been moved or renamed, or the link may be mistyped. Head back to the home page, or get in touch and we will point you in the right direction.',
};
