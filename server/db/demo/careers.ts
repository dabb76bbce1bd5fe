// Demo job openings, each description built from the same four sections a real posting has.

export interface DemoCareer {
  title: string;
  department: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACT' | 'INTERNSHIP';
  location: string;
  experience: string;
  vacancies: number;
  /** Markdown: about the role, responsibilities, requirements, what we offer. */
  description: string;
  postedDaysAgo: number;
  closed?: boolean;
  /** Index into demoClients (clients.ts) when the role is recruited for a client. */
  clientIndex?: number;
}

interface RoleOutline {
  about: string;
  responsibilities: string[];
  requirements: string[];
  offer: string[];
}

const bullets = (lines: string[]): string => lines.map((line) => `- ${line}`).join('\n');

/** Builds a job description in markdown with the four standard sections. */
const describe = (role: RoleOutline): string =>
  [
    '## About the role',
    role.about,
    '## Responsibilities',
    bullets(role.responsibilities),
    '## Requirements',
    bullets(role.requirements),
    '## What we offer',
    bullets(role.offer),
  ].join('\n\n');

const offerHyderabad = [
  'A friendly, supportive team in our Khairatabad office',
  'Group health insurance',
  'Provident Fund and gratuity as per statute',
  'Time and budget for training and certifications',
  'Regular reviews and a clear path to progress',
];

const offerRemoteIndia = [
  'Work from home anywhere in India',
  'Laptop and equipment provided',
  'Flexible hours with a few hours’ overlap with the team each day',
  'Occasional team days at our Hyderabad office, with travel covered',
  'Time and budget for training and certifications',
];

const offerManchester = [
  'Competitive salary, reviewed every year',
  'Workplace pension',
  'Paid holiday plus bank holidays',
  'Training and professional development',
  'Close collaboration with our team in Hyderabad',
];

const offerHybridManchester = [
  'Hybrid working, usually two or three days a week in our Manchester office',
  ...offerManchester,
];

export const demoCareers: DemoCareer[] = [
  {
    title: 'Frontend Developer (React)',
    department: 'Engineering',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '2–4 years',
    vacancies: 2,
    postedDaysAgo: 1,
    description: describe({
      about:
        'Join our web team to build fast, accessible and responsive websites and web applications for clients in India and the UK. You will work closely with our designers and take features from design file to production.',
      responsibilities: [
        'Build responsive interfaces in React and TypeScript from Figma designs',
        'Write clean, tested, reusable components',
        'Optimise pages for speed, accessibility and search engines',
        'Review pull requests and share knowledge with the team',
      ],
      requirements: [
        'Two or more years of professional experience with React',
        'Strong HTML, CSS and modern JavaScript or TypeScript',
        'Understanding of responsive design and web accessibility',
        'Good written and spoken English for working with UK clients',
      ],
      offer: offerHyderabad,
    }),
  },
  {
    title: 'Full-Stack Developer (Node.js & PostgreSQL)',
    department: 'Engineering',
    employmentType: 'FULL_TIME',
    location: 'Remote (India)',
    experience: '3–5 years',
    vacancies: 1,
    postedDaysAgo: 12,
    description: describe({
      about:
        'We are looking for a full-stack developer to build and maintain the web applications behind our client projects and our own platforms, from APIs and databases to the screens people use.',
      responsibilities: [
        'Design and build REST APIs in Node.js and TypeScript',
        'Model data and write efficient queries in PostgreSQL',
        'Build front-end features in React when projects need it',
        'Set up automated tests, deployments and monitoring',
      ],
      requirements: [
        'Three or more years building production web applications',
        'Solid experience with Node.js, TypeScript and SQL databases',
        'Familiarity with Git, CI pipelines and cloud hosting',
        'Comfortable working independently in a remote team',
      ],
      offer: offerRemoteIndia,
    }),
  },
  {
    title: 'WordPress Developer',
    department: 'Engineering',
    employmentType: 'CONTRACT',
    location: 'Remote (India)',
    experience: '2+ years',
    vacancies: 1,
    postedDaysAgo: 20,
    description: describe({
      about:
        'A six-month contract to build and look after WordPress websites for small and medium-sized businesses, with the possibility of extension.',
      responsibilities: [
        'Build custom WordPress themes and blocks from approved designs',
        'Migrate content from older sites without losing search rankings',
        'Keep client sites updated, secure and backed up',
        'Fix bugs and make small changes requested by clients',
      ],
      requirements: [
        'Two or more years of WordPress development',
        'Good PHP, HTML, CSS and JavaScript',
        'Experience with site speed and basic technical SEO',
        'Reliable internet connection and your own workspace',
      ],
      offer: [
        'Competitive monthly contract rate',
        'Flexible hours',
        'A steady pipeline of varied client projects',
      ],
    }),
  },
  {
    title: 'Java Developer (Spring Boot)',
    department: 'Engineering',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '3–6 years',
    vacancies: 2,
    postedDaysAgo: 11,
    clientIndex: 3,
    description: describe({
      about:
        'We are recruiting on behalf of our client, a growing software services company in Hyderabad, for Java developers to join a team building back-end services for international customers.',
      responsibilities: [
        'Develop and maintain microservices in Java and Spring Boot',
        'Write unit and integration tests',
        'Work with product owners to estimate and plan features',
        'Support releases and resolve production issues',
      ],
      requirements: [
        'Three or more years of Java development',
        'Hands-on experience with Spring Boot, REST APIs and SQL',
        'Familiarity with Docker and cloud platforms is a plus',
        'Notice period of 60 days or less preferred',
      ],
      offer: [
        'Competitive salary in line with experience',
        'Health insurance and statutory benefits',
        'Hybrid working after the first three months',
      ],
    }),
  },
  {
    title: 'UI/UX Designer',
    department: 'Design',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '2–4 years',
    vacancies: 1,
    postedDaysAgo: 4,
    description: describe({
      about:
        'Design websites and digital experiences that look good, read clearly and make the next step obvious. You will lead design on client projects from first sketches to developer handover.',
      responsibilities: [
        'Run discovery sessions and turn what you learn into sitemaps and wireframes',
        'Design responsive page layouts and design systems in Figma',
        'Prepare clear handover files and support developers during build',
        'Test designs with real users and improve them based on feedback',
      ],
      requirements: [
        'A portfolio showing responsive websites you have designed',
        'Confident with Figma, typography and layout',
        'Understanding of accessibility and usability principles',
        'Able to explain design decisions clearly to clients',
      ],
      offer: offerHyderabad,
    }),
  },
  {
    title: 'Graphic Designer',
    department: 'Design',
    employmentType: 'PART_TIME',
    location: 'Hybrid – Manchester, UK',
    experience: '1–3 years',
    vacancies: 1,
    postedDaysAgo: 25,
    description: describe({
      about:
        'A part-time role, around three days a week, creating social media graphics, adverts and brand materials for our UK clients.',
      responsibilities: [
        'Design social posts, display adverts and email graphics',
        'Adapt brand guidelines across different formats',
        'Prepare simple presentations and print materials',
        'Work with our marketers in Manchester and Hyderabad',
      ],
      requirements: [
        'A portfolio of digital design work',
        'Good knowledge of Adobe Creative Cloud or Figma',
        'Basic motion or video editing skills are a plus',
        'Right to work in the UK',
      ],
      offer: offerHybridManchester,
    }),
  },
  {
    title: 'HR Recruiter',
    department: 'Human Resources',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '1–3 years',
    vacancies: 3,
    postedDaysAgo: 0,
    description: describe({
      about:
        'Help our clients find the right people. You will manage permanent hiring from brief to offer for roles in IT, sales and operations.',
      responsibilities: [
        'Understand role requirements with hiring managers',
        'Source candidates through job boards, LinkedIn and referrals',
        'Screen and shortlist candidates and arrange interviews',
        'Keep candidates informed and maintain accurate records',
      ],
      requirements: [
        'One to three years of recruitment experience, agency or in-house',
        'Confident on the phone and in writing',
        'Organised, with an eye for detail',
        'Graduate in any discipline; an MBA in HR is a plus',
      ],
      offer: [...offerHyderabad, 'Performance incentives'],
    }),
  },
  {
    title: 'Payroll Executive',
    department: 'Human Resources',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '2–4 years',
    vacancies: 1,
    postedDaysAgo: 18,
    description: describe({
      about:
        'Run accurate, on-time payroll for a portfolio of client companies and make sure every statutory deadline is met.',
      responsibilities: [
        'Process monthly payroll, including joiners, leavers and variable pay',
        'Calculate and file PF, ESI, professional tax and TDS returns',
        'Prepare full and final settlements and Form 16',
        'Answer payroll questions from client HR teams',
      ],
      requirements: [
        'Two or more years of payroll experience in India',
        'Working knowledge of Indian labour and tax compliance',
        'Strong Excel skills; experience with payroll software',
        'Discretion with confidential information',
      ],
      offer: offerHyderabad,
    }),
  },
  {
    title: 'Executive Search Consultant',
    department: 'Human Resources',
    employmentType: 'FULL_TIME',
    location: 'Manchester, UK',
    experience: '5+ years',
    vacancies: 1,
    postedDaysAgo: 45,
    description: describe({
      about:
        'Lead confidential searches for senior and specialist roles for clients in the UK, supported by our research team in Hyderabad.',
      responsibilities: [
        'Take detailed briefs from boards and senior leaders',
        'Map markets and approach passive candidates discreetly',
        'Assess candidates and present well-argued shortlists',
        'Manage offers, counter-offers and onboarding',
      ],
      requirements: [
        'Five or more years in executive search or senior recruitment',
        'A track record of placing senior hires',
        'Excellent judgement and discretion',
        'Right to work in the UK',
      ],
      offer: [...offerManchester, 'Commission on completed searches'],
    }),
  },
  {
    title: 'Senior SEO & PPC Specialist (B2B)',
    department: 'Digital Marketing',
    employmentType: 'FULL_TIME',
    location: 'Hybrid – Manchester, UK',
    experience: '4–6 years',
    vacancies: 1,
    postedDaysAgo: 6,
    description: describe({
      about:
        'Own search strategy for our business-to-business clients, bringing organic and paid search together to generate qualified leads.',
      responsibilities: [
        'Plan and deliver SEO strategies, from technical audits to content briefs',
        'Build and optimise Google Ads and Microsoft Advertising campaigns',
        'Set up conversion tracking and report results to clients',
        'Mentor junior marketers in Manchester and Hyderabad',
      ],
      requirements: [
        'Four or more years in SEO and PPC, ideally for B2B companies',
        'Confident with Google Analytics 4, Search Console and Google Ads',
        'Able to turn data into clear recommendations',
        'Right to work in the UK',
      ],
      offer: offerHybridManchester,
    }),
  },
  {
    title: 'Social Media Executive',
    department: 'Digital Marketing',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '1–2 years',
    vacancies: 2,
    postedDaysAgo: 14,
    description: describe({
      about:
        'Plan, create and schedule social media content for a range of clients, and help grow their communities on LinkedIn, Instagram and Facebook.',
      responsibilities: [
        'Prepare monthly content calendars for client approval',
        'Write captions and brief designers on graphics and reels',
        'Schedule posts and respond to comments and messages',
        'Report on reach, engagement and leads each month',
      ],
      requirements: [
        'One to two years managing social media for a brand or agency',
        'Excellent written English',
        'Familiarity with Meta Business Suite and scheduling tools',
        'Creative, organised and curious about trends',
      ],
      offer: offerHyderabad,
    }),
  },
  {
    title: 'Content Writer (UK English)',
    department: 'Digital Marketing',
    employmentType: 'CONTRACT',
    location: 'Remote (India)',
    experience: '2+ years',
    vacancies: 2,
    postedDaysAgo: 9,
    description: describe({
      about:
        'Write clear, well-researched content in British English for websites, blogs and email campaigns. A rolling contract with a regular monthly workload.',
      responsibilities: [
        'Write blog posts, service pages and newsletters from briefs',
        'Research topics thoroughly and cite reliable sources',
        'Apply SEO best practice without sacrificing readability',
        'Revise drafts promptly based on feedback',
      ],
      requirements: [
        'Two or more years of professional writing',
        'Excellent British English spelling and grammar',
        'Writing samples you can share',
        'Able to meet agreed deadlines consistently',
      ],
      offer: ['Paid per project at agreed rates', 'Flexible hours', 'Regular, varied work'],
    }),
  },
  {
    title: 'Marketing Coordinator (Healthcare)',
    department: 'Digital Marketing',
    employmentType: 'FULL_TIME',
    location: 'Manchester, UK',
    experience: '2–3 years',
    vacancies: 1,
    postedDaysAgo: 16,
    clientIndex: 0,
    description: describe({
      about:
        'We are recruiting on behalf of our client, a group of dental practices in Greater Manchester, for a marketing coordinator to promote their services and support patient communications.',
      responsibilities: [
        'Coordinate marketing campaigns across several practices',
        'Keep websites, Google Business Profiles and social channels up to date',
        'Prepare newsletters and patient information materials',
        'Track enquiries and report on campaign results',
      ],
      requirements: [
        'Two or more years in a marketing role',
        'Healthcare or regulated-sector experience is a plus',
        'Excellent organisation and communication skills',
        'Right to work in the UK',
      ],
      offer: ['Competitive salary', 'Workplace pension', 'Free dental treatment for the postholder'],
    }),
  },
  {
    title: 'Overseas Education Counsellor',
    department: 'Education Services',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '2–4 years',
    vacancies: 2,
    postedDaysAgo: 8,
    description: describe({
      about:
        'Guide students and their families through studying abroad, from choosing universities to receiving their visa. You will be the student’s main point of contact from start to finish.',
      responsibilities: [
        'Assess student profiles and recommend suitable courses and universities',
        'Support students with applications, statements of purpose and scholarships',
        'Prepare students for university and visa interviews',
        'Keep accurate records and follow up with every student',
      ],
      requirements: [
        'Two or more years of counselling experience in overseas education',
        'Good knowledge of UK admissions; other destinations are a plus',
        'Patient, honest and well organised',
        'Fluent English; Telugu or Hindi is helpful',
      ],
      offer: [...offerHyderabad, 'Opportunities to visit UK universities'],
    }),
  },
  {
    title: 'Visa Documentation Executive',
    department: 'Education Services',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '1–3 years',
    vacancies: 1,
    postedDaysAgo: 35,
    closed: true,
    description: describe({
      about:
        'Help students prepare complete, accurate student visa applications. This position has now been filled; thank you to everyone who applied.',
      responsibilities: [
        'Prepare personalised document checklists for each student',
        'Check financial evidence, certificates and forms for accuracy',
        'Book biometrics appointments and track application progress',
        'Keep up to date with changes to visa rules',
      ],
      requirements: [
        'One to three years in visa documentation or student services',
        'Meticulous attention to detail',
        'Good written English',
        'Comfortable explaining processes to students and parents',
      ],
      offer: offerHyderabad,
    }),
  },
  {
    title: 'Business Development Manager',
    department: 'Sales',
    employmentType: 'FULL_TIME',
    location: 'Manchester, UK',
    experience: '3–5 years',
    vacancies: 1,
    postedDaysAgo: 22,
    description: describe({
      about:
        'Grow our client base in the UK by introducing our website design, digital marketing and HR services to small and medium-sized businesses.',
      responsibilities: [
        'Build a pipeline of new business through networking and outreach',
        'Understand client needs and shape proposals with our specialists',
        'Present and negotiate proposals with decision makers',
        'Keep the CRM accurate and report on progress each month',
      ],
      requirements: [
        'Three or more years of B2B sales, ideally selling services',
        'Confident presenter and relationship builder',
        'Knowledge of the North West business community is a plus',
        'Right to work in the UK and a full driving licence',
      ],
      offer: [...offerManchester, 'Uncapped commission'],
    }),
  },
  {
    title: 'Inside Sales Executive',
    department: 'Sales',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '0–2 years',
    vacancies: 2,
    postedDaysAgo: 15,
    description: describe({
      about:
        'Be the first friendly voice prospective clients and students hear. You will respond to enquiries, understand what people need and book consultations with our specialists.',
      responsibilities: [
        'Respond promptly to enquiries by phone, email and chat',
        'Qualify leads and book consultations',
        'Follow up with prospects and keep the CRM up to date',
        'Share feedback with marketing on lead quality',
      ],
      requirements: [
        'Graduate in any discipline; freshers with good communication skills are welcome',
        'Clear, confident spoken English',
        'Organised and comfortable with targets',
      ],
      offer: [...offerHyderabad, 'Monthly incentives'],
    }),
  },
  {
    title: 'Area Sales Manager – Telangana',
    department: 'Sales',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    experience: '4–7 years',
    vacancies: 1,
    postedDaysAgo: 13,
    clientIndex: 1,
    description: describe({
      about:
        'We are recruiting on behalf of our client, an established textile and apparel manufacturer, for an Area Sales Manager to grow their retail and distributor network across Telangana.',
      responsibilities: [
        'Manage and grow relationships with distributors and retailers',
        'Achieve monthly and quarterly sales targets for the region',
        'Lead and coach a small field sales team',
        'Share market feedback with the product and marketing teams',
      ],
      requirements: [
        'Four or more years of field sales, ideally in textiles, apparel or FMCG',
        'Strong network across Telangana',
        'Fluent Telugu and English',
        'Willing to travel within the state',
      ],
      offer: ['Competitive salary with performance incentives', 'Travel allowance', 'Statutory benefits'],
    }),
  },
  {
    title: 'Internship Programme',
    department: 'Internships',
    employmentType: 'INTERNSHIP',
    location: 'Hyderabad, India',
    experience: 'Freshers',
    vacancies: 10,
    postedDaysAgo: 30,
    description: describe({
      about:
        'Our standing internship programme for students and recent graduates. Spend three to six months working on real projects in web design and development, digital marketing, HR and recruitment, or overseas education services, with a mentor to guide you.',
      responsibilities: [
        'Contribute to live client and internal projects in your chosen team',
        'Meet your mentor regularly to plan work and review progress',
        'Present what you have learned at the end of the programme',
      ],
      requirements: [
        'Final-year student or recent graduate in any discipline',
        'Good written and spoken English',
        'Able to commit to at least three months, full time or part time',
      ],
      offer: [
        'Monthly stipend',
        'Hands-on experience and work samples for your portfolio',
        'Certificate of completion and, for strong performers, a reference',
        'Consideration for permanent roles when they open',
      ],
    }),
  },
];
