// What the head of a public page says about it: its title, description and canonical path.
export interface PageMeta {
  title: string;
  description: string;
  /** Path relative to the site URL, e.g. '/about-us'. */
  canonical?: string;
}
