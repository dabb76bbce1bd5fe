// The shapes of the public pages' copy; each page's text lives in its own file beside this one, so a
// page's chunk carries only its own words (docs/decisions/0008).

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
  imgSrc: string;
  /** The picture at each width it is made in, for `srcset`. */
  imgSrcSet: string;
  imgAlt: string;
  successMessage: string;
}

export interface NotFoundPageCopy {
  title: string;
  body: string;
}

/** Where the heroes' contact buttons go. */
export const contactUs = '/contact-us';
