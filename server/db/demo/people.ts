// Demo people: the staff sign-in accounts, and the names and places generated applicants and
// employees are drawn from.

export interface DemoStaff {
  username: 'admin' | 'recruiter' | 'employee';
  displayName: string;
  role: 'ADMIN' | 'RECRUITER' | 'EMPLOYEE';
  email: string;
  designation: string;
  office: 'india' | 'uk';
  profileComplete: boolean;
}

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

/**
 * Where the demo applicants came from (contracts/application-source.ts), by their index: mostly the networks
 * and job boards a firm like this posts to, some from search, some not recorded (a visit with no source).
 */
const demoSources = [
  'linkedin',
  'indeed',
  'google.com',
  null,
  'naukri',
  'referral',
  'linkedin',
  'instagram',
  null,
  'facebook',
];
export const demoSourceOf = (index: number) => demoSources[index % demoSources.length] ?? null;
