// Demo content for seeding a fresh database: careers, clients, blog posts, people, locations and staff accounts.

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
  /** Index into demoClients when the role is recruited for a client. */
  clientIndex?: number;
}

export interface DemoClient {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  industry: string;
  country: string;
  address: string;
  notes: string;
}

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

export interface DemoStaff {
  username: 'admin' | 'recruiter' | 'employee';
  displayName: string;
  role: 'ADMIN' | 'RECRUITER' | 'EMPLOYEE';
  email: string;
  designation: string;
  office: 'india' | 'uk';
  profileComplete: boolean;
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

/** Five fictional client companies; careers refer to them by index. */
export const demoClients: DemoClient[] = [
  {
    name: 'Lakeside Dental Group',
    contactPerson: 'Rachel Hughes',
    email: 'rachel.hughes@example.com',
    phone: '+44 161 496 0142',
    industry: 'Healthcare',
    country: 'United Kingdom',
    address: 'Lakeside House, Wilmslow Road, Didsbury, Manchester',
    notes:
      'Group of dental practices in Greater Manchester. Website redesign completed; ongoing local SEO. Recruiting a marketing coordinator through us.',
  },
  {
    name: 'Deccan Loom Textiles Pvt Ltd',
    contactPerson: 'Srinivas Reddy',
    email: 'srinivas.reddy@example.in',
    phone: '+91 40 0000 1201',
    industry: 'Textiles & Apparel',
    country: 'India',
    address: 'Plot 14, Industrial Estate, Sanathnagar, Hyderabad, Telangana',
    notes:
      'Manufacturer with a growing retail network in South India. Monthly payroll for factory and office staff; recruiting an area sales manager for Telangana.',
  },
  {
    name: 'Pennine Freight Solutions Ltd',
    contactPerson: 'Daniel Walker',
    email: 'daniel.walker@example.com',
    phone: '+44 113 496 0587',
    industry: 'Logistics',
    country: 'United Kingdom',
    address: 'Unit 7, Canal Side Business Park, Leeds',
    notes:
      'Regional haulage and warehousing firm. Pay-per-click and LinkedIn campaigns for driver recruitment and new business; quarterly review calls.',
  },
  {
    name: 'Nimbus Orbit Software Pvt Ltd',
    contactPerson: 'Ananya Iyer',
    email: 'ananya.iyer@example.in',
    phone: '+91 40 0000 3409',
    industry: 'IT Services',
    country: 'India',
    address: 'Level 5, Orbit Towers, HITEC City, Hyderabad, Telangana',
    notes:
      'Software services company with international customers. Recruitment process outsourcing for engineering roles; currently hiring Java developers.',
  },
  {
    name: 'Tulsi Leaf Organics Pvt Ltd',
    contactPerson: 'Meghana Joshi',
    email: 'meghana.joshi@example.in',
    phone: '+91 20 0000 7713',
    industry: 'Food & Beverages',
    country: 'India',
    address: 'Survey No. 52, Baner Road, Pune, Maharashtra',
    notes:
      'Organic tea and spice brand selling online. New online shop design and launch, followed by social media and content marketing retainer.',
  },
];

export const demoBlogs: DemoBlog[] = [
  {
    title: 'How to shortlist UK universities: a practical guide for Indian students',
    slug: 'how-to-shortlist-uk-universities',
    excerpt:
      'Rankings are only the start. Here is how our counsellors help students build a balanced shortlist of UK universities that fits their goals, grades and budget.',
    tags: ['Overseas Education', 'UK Universities', 'Admissions'],
    publishedDaysAgo: 3,
    coverImage: null,
    body: `Every year we meet students who arrive with a list of five famous university names and very little else. Rankings matter, but a good shortlist is built on much more than reputation. Here is the process our counsellors use with every student who wants to study in the UK.

## Start with the course, not the university

The same subject can be taught very differently at two universities. Before you look at any league table, write down what you want from your degree:

- the subjects and modules that genuinely interest you
- whether you want a placement year, a dissertation or a practical project
- the kind of job you hope to have when you graduate

Then read the module lists on each university’s course page. A master’s in data science at one university may be heavily mathematical, while at another it may focus on business applications. Choose the one that matches your goals.

## Be honest about entry requirements

UK universities publish their entry requirements, including the grades or percentage they expect from Indian qualifications and the English language score they need. Compare these carefully with your own record.

We recommend a balanced shortlist:

1. **Two ambitious choices** where your profile is close to, or slightly below, the typical requirement.
2. **Two or three realistic choices** where you comfortably meet the requirements.
3. **One or two safer choices** where you are well above them.

This gives you a good chance of several offers, so you can make a real decision rather than accept the only one that arrives.

## Work out the full cost

Tuition fees for international students vary widely between universities and courses, and living costs differ a great deal between London and cities such as Manchester, Leeds or Sheffield. For each university on your list, estimate:

- tuition fees for the whole course
- accommodation and living costs for each month of study
- travel, visa and health surcharge costs

Your student visa application will also need evidence that you can cover your fees and living costs, so this is worth getting right early.

## Look at location and student life

You will spend one to three years of your life in this city. Think about the size of the city, the cost of living, the weather, the local job market for part-time work and how easy it is to travel home. Many universities run virtual open days and student ambassador chats, and they are well worth your time.

## Check support for international students

Look for universities with strong international student services, airport pick-up, guaranteed first-year accommodation and an active careers service. These make a real difference in your first few months.

## Use official sources

Undergraduate applications to UK universities go through [UCAS](https://www.ucas.com), while most postgraduate applications are made directly to each university. For visa requirements, always check the latest guidance on [GOV.UK](https://www.gov.uk/student-visa), as rules can change.

## How we can help

Our counsellors in Hyderabad, supported by our team in Manchester, review your profile and build a shortlist with you, comparing courses, costs and entry requirements side by side. If you would like help, book a call with our overseas education team and bring your questions – and your parents, if you like.`,
  },
  {
    title: 'Payroll compliance checklist for Indian SMEs',
    slug: 'payroll-compliance-checklist-for-indian-smes',
    excerpt:
      'PF, ESI, professional tax, TDS and more: a month-by-month checklist to help small and medium-sized businesses in India stay on top of payroll compliance.',
    tags: ['HR Services', 'Payroll', 'Compliance'],
    publishedDaysAgo: 10,
    coverImage: null,
    body: `For a growing business, payroll is about much more than paying salaries on time. Each month brings statutory contributions, deductions and returns, and missing a deadline can mean interest, penalties and unhappy employees. This checklist covers the essentials for small and medium-sized businesses in India.

*This article is general guidance, not legal or tax advice. Thresholds and rates change, so always check the current rules for your state and industry.*

## Before you run your first payroll

- **Registrations:** make sure your business is registered under the Shops and Establishments Act (or the Factories Act), and with the EPFO and ESIC once you reach the applicable thresholds.
- **Professional tax:** register in states that levy professional tax, such as Telangana, Karnataka and Maharashtra.
- **Salary structure:** agree a clear structure for basic pay, allowances and reimbursements. It affects PF, gratuity and tax calculations.
- **Minimum wages:** check that every employee is paid at least the minimum wage notified for your state and their category of work.

## Every month

1. **Calculate salaries accurately.** Include attendance, leave, overtime, arrears and any joiners or leavers.
2. **Provident Fund.** Deduct the employee’s contribution, generally 12% of basic wages, add the employer’s share and file the electronic challan-cum-return by the due date. Details are on the [EPFO website](https://www.epfindia.gov.in).
3. **Employees’ State Insurance.** For employees within the ESI wage ceiling, deduct and pay contributions on time through the [ESIC portal](https://www.esic.gov.in).
4. **Professional tax.** Deduct and pay according to your state’s slabs and due dates.
5. **TDS on salaries.** Deduct income tax based on each employee’s declared regime and investments, and deposit it by the due date.
6. **Payslips.** Share clear payslips showing earnings, deductions and net pay.

## Every quarter

- File the quarterly TDS return on salaries (Form 24Q).
- Reconcile PF, ESI and TDS payments with your payroll records.
- Review the state Labour Welfare Fund, where it applies, as some states collect it half-yearly or annually.

## Every year

- Issue Form 16 to employees after the financial year ends.
- Calculate and pay statutory bonus if your business is covered by the Payment of Bonus Act.
- Review gratuity liabilities. Employees generally become eligible after five years of continuous service, and many businesses fund this through a group gratuity policy.
- Collect fresh tax declarations and investment proofs from employees.

## When employees leave

Full and final settlement should include unpaid salary, leave encashment where your policy allows it, any gratuity due and the recovery of advances. Process it promptly, issue a relieving letter and help the employee transfer their PF account.

## Keep an eye on the labour codes

The four labour codes consolidate many of India’s existing labour laws and change some important definitions, including what counts as wages. As they are implemented, review your salary structures and payroll processes so that your calculations stay correct.

## Common mistakes we see

- Keeping basic pay artificially low, which can cause problems with PF and gratuity calculations
- Forgetting to stop or start ESI when an employee’s pay crosses the ceiling
- Leaving tax declarations until the last quarter, leading to large deductions in February and March
- Paper records that make audits slow and stressful

## Need a hand?

Our payroll team in Hyderabad runs monthly payroll and statutory compliance for businesses of all sizes. Find out more about our [HR services](/hr-service) or get in touch for a conversation about your payroll.`,
  },
  {
    title: 'Seven signs your website is costing you enquiries',
    slug: 'seven-signs-your-website-is-costing-you-enquiries',
    excerpt:
      'Slow pages, unclear messages and hidden contact details quietly turn visitors away. Here are seven warning signs and what to do about each one.',
    tags: ['Website Design', 'Conversion', 'Small Business'],
    publishedDaysAgo: 18,
    coverImage: null,
    body: `Your website might look fine to you, yet still be turning away the very people you want to hear from. Most visitors do not complain; they simply leave and contact someone else. Here are seven signs that your website needs attention.

## 1. It is slow on a phone

Many of your visitors will arrive on a mobile phone, often on a patchy connection. If your pages take several seconds to appear, many of them will give up. Test your key pages with [PageSpeed Insights](https://pagespeed.web.dev) and look at the mobile results in particular. Large images, heavy sliders and too many plugins are the usual culprits.

## 2. Visitors cannot tell what you do within seconds

Your homepage headline should say clearly who you help and how. “Welcome to our website” or a vague slogan wastes your most valuable space. Ask someone who does not know your business to look at your homepage for five seconds, then tell you what you offer.

## 3. Your contact details are hard to find

If people have to hunt for a phone number or a form, many will not bother. Put a clear call to action in your header, repeat it at the end of each page and make phone numbers tappable on mobile.

## 4. It does not work well on small screens

Text that needs zooming, buttons too close together and menus that will not open are all signs of a site that was not designed responsively. Try completing an enquiry on your own phone and note every moment of frustration.

## 5. Your content is out of date

An old copyright year, a news page last updated years ago or services you no longer offer make visitors wonder whether you are still trading. Review your content at least twice a year.

## 6. Search engines cannot find your pages

If you do not appear when people search for your services in your area, look at the basics: descriptive page titles, a clear heading structure, one topic per page and a site that loads quickly. An SEO-friendly structure is far easier to build in from the start than to add later.

## 7. Your forms ask for too much

Every extra field on an enquiry form reduces the number of people who complete it. Ask only for what you need to respond, explain why you need it, and always show a clear confirmation once the form has been sent.

## A quick checklist

- Test your site on at least two phones
- Check your mobile speed score
- Read your homepage headline aloud: is it clear?
- Find your contact details in under five seconds
- Send a test enquiry and time the response

## What to do next

Some of these fixes take an afternoon; others point to a site that has reached the end of its life. If you are not sure which applies to you, our web team is happy to take a look. Find out more about our [website design service](/website-design), or ask us for a review of your current site.`,
  },
  {
    title: 'SEO or pay-per-click: where should a small business start?',
    slug: 'seo-or-pay-per-click-where-should-a-small-business-start',
    excerpt:
      'Both can bring in customers, but they work very differently. Here is how to decide where your first marketing budget should go.',
    tags: ['Digital Marketing', 'SEO', 'PPC'],
    publishedDaysAgo: 27,
    coverImage: null,
    body: `It is one of the questions we are asked most often: with a limited budget, should a small business invest in search engine optimisation or pay-per-click advertising? The honest answer is that it depends on your goals, your timescales and your market. Here is how we help clients decide.

## How they differ

**Pay-per-click (PPC)** puts your adverts at the top of search results, and you pay each time someone clicks. Campaigns can start within days and you can control exactly how much you spend. When you stop paying, the traffic stops too.

**Search engine optimisation (SEO)** improves your website so that it ranks in the unpaid results. It takes longer – often several months before you see meaningful change – but the results build over time and do not disappear when you pause.

## When PPC makes sense first

- You need enquiries quickly, for example after launching a new service
- You want to test which services or messages customers respond to
- Your market is seasonal and you need visibility at particular times
- Your website is new and has little search visibility yet

## When SEO makes sense first

- You can wait a few months for results and want lasting visibility
- Clicks in your industry are expensive
- Customers research carefully before they buy and value helpful content
- You serve a local area and want to appear in map results

## Why the best answer is often both

PPC and SEO support each other. Paid campaigns show which search terms actually lead to enquiries, and that tells your SEO work where to focus. Meanwhile, a fast, well-structured website improves your organic rankings and makes your paid landing pages convert better, which lowers your cost per enquiry.

A sensible approach for many small businesses is:

1. Fix the basics of your website: speed, mobile experience and clear service pages.
2. Run a focused PPC campaign on your most profitable services.
3. Use the data from that campaign to plan your SEO and content.
4. Shift budget gradually towards SEO as your organic visibility grows.

## Whichever you choose, measure it properly

Before you spend anything, set up conversion tracking so that you know which enquiries came from which channel. Without it, you are guessing. Google’s [SEO Starter Guide](https://developers.google.com/search/docs/fundamentals/seo-starter-guide) is a good place to understand the basics, and most advertising platforms explain how to track conversions.

## A word of caution

Be wary of anyone who guarantees first place on Google or promises a fixed number of leads. Good marketing is based on testing, learning and improving, not on guarantees.

## Talk it through with us

If you are weighing up where to spend your first marketing budget, we offer a free audit of your website and any existing campaigns. We will tell you honestly where we would start. Find out more about our [digital marketing services](/digital-marketing).`,
  },
  {
    title: 'Writing a statement of purpose that sounds like you',
    slug: 'writing-a-statement-of-purpose-that-sounds-like-you',
    excerpt:
      'Admissions tutors read hundreds of statements. Here is how to write one that is clear, specific and unmistakably your own.',
    tags: ['Overseas Education', 'Statement of Purpose', 'Applications'],
    publishedDaysAgo: 41,
    coverImage: null,
    body: `A statement of purpose is your chance to speak directly to the people deciding on your application. Yet many statements read almost identically: a childhood fascination, a list of achievements and a promise to contribute to society. Here is how to write one that stands out because it is genuinely yours.

## Understand what the reader wants

Admissions tutors want to know three things:

- **Why this subject?** What drew you to it, and how has your interest developed?
- **Why are you ready?** What have you studied, built or experienced that prepares you for the course?
- **Why this course, and what next?** How does the programme fit your plans, and what do you hope to do afterwards?

If every paragraph helps answer one of these questions, you are on the right track.

## Start with specifics, not clichés

Avoid openings such as “Since childhood I have been passionate about…”. Instead, begin with a specific moment: a project that went wrong and what you learned from it, a problem at work you wanted to solve, or a question from your final-year dissertation that you could not stop thinking about. Specific details are memorable; general claims are not.

## Show, do not just tell

Saying you are a good team player means little on its own. Describing how you coordinated a college project with five classmates and rescued it after a missed deadline shows it. For each quality you want to highlight, give a brief example.

## Connect your past to the course

Read the course page carefully. Mention particular modules, research areas or practical elements that appeal to you, and explain why. This shows you have chosen the course deliberately, not simply applied everywhere.

## Be honest about gaps

If you have a gap year, a lower grade in one semester or a change of direction, address it briefly and positively. Explain what you did and what you learned. Tutors appreciate honesty far more than silence.

## Structure and style

1. Keep to the word or character limit set by each university.
2. Use short paragraphs, each with a clear purpose.
3. Write in plain, confident English; long words do not impress.
4. Tailor the statement for each course rather than sending one version everywhere.
5. Read it aloud – if it does not sound like you, rewrite it.

## The words must be yours

It is fine to ask for feedback, but never submit a statement someone else has written, and be careful with AI tools. Universities increasingly check for copied and generated text, and a statement that does not match your interview or your writing elsewhere can damage your application.

## How we help

Our counsellors run brainstorming sessions to help you find your story and then give detailed feedback on each draft – structure, clarity and relevance – while the words remain your own. Find out more about our [overseas education service](/overseas-education).`,
  },
  {
    title: 'Is recruitment process outsourcing right for your business?',
    slug: 'is-recruitment-process-outsourcing-right-for-your-business',
    excerpt:
      'Recruitment process outsourcing can give a growing business a full hiring team without the overheads. Here is when it makes sense, and when it does not.',
    tags: ['HR Services', 'Recruitment', 'RPO'],
    publishedDaysAgo: 60,
    coverImage: null,
    body: `When a business hires occasionally, using a recruitment agency for each role or asking managers to handle hiring themselves usually works. But once hiring becomes continuous, those approaches start to creak. Recruitment process outsourcing, or RPO, is one way to handle it.

## What is RPO?

With RPO, an external partner runs all or part of your recruitment process as if they were your own in-house team. Rather than being paid a fee per placement, the partner typically works to an agreed scope, with dedicated recruiters who learn your business, represent your brand and work alongside your hiring managers.

An RPO arrangement can cover:

- workforce planning and role scoping
- job adverts and employer branding
- sourcing, screening and shortlisting
- interview scheduling and candidate communication
- offers, onboarding and reporting

## Signs RPO might suit you

- **You are hiring regularly.** You have a steady stream of roles, or a large hiring project such as opening a new office.
- **Your managers are stretched.** Hiring is taking time away from running teams and serving customers.
- **Agency fees are adding up.** Paying a percentage of salary for every hire has become a significant cost.
- **Candidate experience is inconsistent.** Applicants wait too long for replies, or different teams hire in different ways.
- **You lack hiring data.** You cannot easily say how long roles take to fill or where your best hires come from.

## When it may not be the right fit

RPO is not for everyone. If you hire only a handful of people a year, paying for a single role when you need it is usually simpler. If you need one very senior appointment, a focused executive search is often a better choice.

## Making RPO work

The most successful arrangements share a few features:

1. **Clear scope.** Agree exactly which roles and which stages the partner will handle.
2. **Shared goals.** Measure quality of hire and candidate experience, not just speed.
3. **Close collaboration.** Treat the RPO recruiters as part of your team, with access to hiring managers and regular reviews.
4. **Flexibility.** Build in the ability to scale support up or down as your plans change.

## Questions to ask a potential partner

- Who will actually work on our roles, and will they be dedicated to us?
- How will you represent our employer brand to candidates?
- What reports will we receive, and how often?
- How quickly can you scale up or down?

## How we work

We provide recruitment process outsourcing for businesses in India and the UK, from a few roles a month to full hiring programmes. Our recruiters become an extension of your team, and you receive regular reports on every stage of your pipeline. Read more about our [HR services](/hr-service), or get in touch to talk through your hiring plans.`,
  },
  {
    title: 'Building a content calendar your team will actually keep',
    slug: 'building-a-content-calendar-your-team-will-actually-keep',
    excerpt:
      'Most content calendars are abandoned within weeks. Here is a simple, realistic way to plan content that gets published month after month.',
    tags: ['Digital Marketing', 'Content', 'Social Media'],
    publishedDaysAgo: null,
    coverImage: null,
    body: `Almost every business we work with has started a content calendar at some point. Many were abandoned within a few weeks, usually because they were too ambitious from the start. A calendar is only useful if your team can keep to it. Here is the approach we use with our clients.

## Start with your goals and your audience

Before you plan a single post, agree what your content is for. Do you want more enquiries for a particular service, more applicants for your roles, or more trust from potential customers who are comparing you with competitors? Then write down the questions your customers ask most often. Those questions are your best source of ideas.

## Be realistic about capacity

It is far better to publish one good article a month and two social posts a week consistently than to plan daily posts and give up in March. Look honestly at who will write, design, approve and publish each piece, and how much time they really have.

## Choose a few content pillars

Pillars are the three or four themes you will return to again and again. For a consultancy, they might be:

- practical advice that answers customer questions
- behind-the-scenes stories about your team and your work
- news and updates about your services
- helpful resources such as checklists and guides

Rotating through your pillars keeps the calendar varied without needing fresh inspiration every week.

## Plan in monthly batches

Once a month, hold a short planning session to fill in the following month. For each piece of content, record:

1. the working title and the pillar it belongs to
2. the channel – website, LinkedIn, Instagram, email
3. who is responsible for writing and for approval
4. the draft deadline and the publishing date

A shared spreadsheet is usually enough. The best tool is the one your team will actually open.

## Repurpose everything

One well-researched blog post can become a LinkedIn article, a short carousel, a newsletter item and a few quotes for social media. Plan these variations at the same time as the original piece and your calendar will fill up far more easily.

## Review what works

At the end of each month, look at what performed well and what did not. Use tools such as [Google Analytics](https://marketingplatform.google.com/about/analytics/) and the insights built into each social platform, but also ask your sales team which content customers mention. Do more of what works and quietly drop what does not.

## Keep a backlog

Keep a running list of ideas, and a few evergreen pieces ready to publish, for the weeks when things get busy. It is the simplest way to avoid gaps.

## Need help getting started?

Our content and social media team can plan your calendar, write and design your content or simply help you set up a routine your team can keep. Find out more about our [digital marketing services](/digital-marketing).`,
  },
];

/** First names with surnames that go with them, so a generated person is never an "Isla Varma". */
export interface DemoNameGroup {
  country: 'IN' | 'UK';
  first: string[];
  last: string[];
}

/** Realistic Indian and British names; a demo person takes both names from one group of their country. */
export const demoNameGroups: DemoNameGroup[] = [
  {
    country: 'IN',
    first: [
      'Aarav',
      'Aditi',
      'Akash',
      'Ananya',
      'Anjali',
      'Arjun',
      'Deepika',
      'Divya',
      'Harini',
      'Ishaan',
      'Kavya',
      'Kiran',
      'Lakshmi',
      'Meghana',
      'Nikhil',
      'Pooja',
      'Priya',
      'Rahul',
      'Rohan',
      'Sai',
      'Sneha',
      'Srinivas',
      'Tanvi',
      'Varun',
      'Vikram',
    ],
    last: [
      'Agarwal',
      'Bhat',
      'Chowdary',
      'Desai',
      'Goud',
      'Gupta',
      'Iyer',
      'Joshi',
      'Kapoor',
      'Kumar',
      'Mehta',
      'Menon',
      'Naidu',
      'Nair',
      'Patel',
      'Pillai',
      'Rao',
      'Reddy',
      'Sharma',
      'Shetty',
      'Varma',
      'Verma',
    ],
  },
  {
    country: 'IN',
    first: ['Farhan', 'Imran', 'Sana'],
    last: ['Ahmed', 'Hussain', 'Khan', 'Siddiqui'],
  },
  {
    country: 'UK',
    first: [
      'Amelia',
      'Callum',
      'Charlotte',
      'Chloe',
      'Daniel',
      'Eleanor',
      'Emily',
      'George',
      'Hannah',
      'Harry',
      'Isla',
      'Jack',
      'James',
      'Lucy',
      'Niamh',
      'Oliver',
      'Olivia',
      'Rhys',
      'Sophie',
      'Thomas',
      'William',
      'Zara',
    ],
    last: [
      'Brown',
      'Campbell',
      'Clarke',
      'Davies',
      'Edwards',
      'Evans',
      'Green',
      'Hall',
      'Hughes',
      'Johnson',
      'Jones',
      'Murphy',
      'Roberts',
      'Smith',
      'Taylor',
      'Thompson',
      'Walker',
      'Williams',
      'Wilson',
      'Wright',
    ],
  },
];

/** Indian states use the spelling in contracts/india-locations.ts; UK entries use the nation as state. */
export const demoLocations: { state: string; city: string; country: 'IN' | 'UK' }[] = [
  { state: 'Telangana', city: 'Hyderabad', country: 'IN' },
  { state: 'Telangana', city: 'Secunderabad', country: 'IN' },
  { state: 'Telangana', city: 'Warangal', country: 'IN' },
  { state: 'Telangana', city: 'Karimnagar', country: 'IN' },
  { state: 'Andhra Pradesh', city: 'Visakhapatnam', country: 'IN' },
  { state: 'Andhra Pradesh', city: 'Vijayawada', country: 'IN' },
  { state: 'Karnataka', city: 'Bengaluru', country: 'IN' },
  { state: 'Tamil Nadu', city: 'Chennai', country: 'IN' },
  { state: 'Maharashtra', city: 'Pune', country: 'IN' },
  { state: 'Maharashtra', city: 'Mumbai', country: 'IN' },
  { state: 'Delhi', city: 'New Delhi', country: 'IN' },
  { state: 'Kerala', city: 'Kochi', country: 'IN' },
  { state: 'West Bengal', city: 'Kolkata', country: 'IN' },
  { state: 'Gujarat', city: 'Ahmedabad', country: 'IN' },
  { state: 'England', city: 'Manchester', country: 'UK' },
  { state: 'England', city: 'London', country: 'UK' },
  { state: 'England', city: 'Birmingham', country: 'UK' },
  { state: 'England', city: 'Leeds', country: 'UK' },
  { state: 'Scotland', city: 'Glasgow', country: 'UK' },
  { state: 'Wales', city: 'Cardiff', country: 'UK' },
  { state: 'Northern Ireland', city: 'Belfast', country: 'UK' },
];

/** The three demo sign-in accounts; the employee still has to complete their profile. */
export const demoStaff: DemoStaff[] = [
  {
    username: 'admin',
    displayName: 'Sunita Reddy',
    role: 'ADMIN',
    email: 'admin@example.com',
    designation: 'Operations Manager',
    office: 'india',
    profileComplete: true,
  },
  {
    username: 'recruiter',
    displayName: 'Oliver Bennett',
    role: 'RECRUITER',
    email: 'recruiter@example.com',
    designation: 'Senior Talent Acquisition Specialist',
    office: 'uk',
    profileComplete: true,
  },
  {
    username: 'employee',
    displayName: 'Arjun Varma',
    role: 'EMPLOYEE',
    email: 'employee@example.com',
    designation: 'Digital Marketing Executive',
    office: 'india',
    profileComplete: false,
  },
];
