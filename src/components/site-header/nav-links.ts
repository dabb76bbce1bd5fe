// The header's nine links, in order (docs/requirements.md#header-links).
export interface NavLink {
  label: string;
  to:
    | '/'
    | '/about-us'
    | '/website-design'
    | '/digital-marketing'
    | '/overseas-education'
    | '/hr-service'
    | '/careers'
    | '/blogs'
    | '/contact-us';
}

export const mainNavLinks: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about-us' },
  { label: 'Website Design', to: '/website-design' },
  { label: 'Digital Marketing', to: '/digital-marketing' },
  { label: 'Overseas Education', to: '/overseas-education' },
  { label: 'HR Services', to: '/hr-service' },
  { label: 'Careers', to: '/careers' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact', to: '/contact-us' },
];
