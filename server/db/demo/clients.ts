// Demo client companies of the firm.

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
