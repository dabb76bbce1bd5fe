// The layout shared by About and the four service pages: hero, introduction at the page's anchor,
// the content groups, why-choose-us and the call to action.
import { CtaBanner } from '../../components/cta-banner/cta-banner';
import { HeroBanner, type HeroBannerProps } from '../../components/hero-banner/hero-banner';
import { WhyChooseUs } from '../../components/why-choose-us/why-choose-us';
import type { PageMeta } from '../../content/head-meta';
import type { ServicePageCopy } from '../../content/pages/page-copy';
import { usePublicHead } from '../../lib/head';
import { serviceSections } from './service-static';

export interface ServicePageProps {
  copy: ServicePageCopy;
  meta: PageMeta;
  /** The hero's background and look; its text and buttons come from `copy`. */
  hero: Omit<HeroBannerProps, 'title'>;
}

export function ServicePage({ copy, meta, hero }: ServicePageProps) {
  usePublicHead(meta);
  return (
    <>
      <HeroBanner {...hero} {...copy.hero} />
      <serviceSections.Section copy={copy} />
      <WhyChooseUs {...copy.whyChooseUs} />
      <CtaBanner
        title={copy.cta.title}
        description={copy.cta.description}
        buttonLabel={copy.cta.buttonLabel}
      />
    </>
  );
}
