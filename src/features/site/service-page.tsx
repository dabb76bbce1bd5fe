// The layout shared by About and the four service pages: hero, introduction at the page's anchor,
// the content groups, why-choose-us and the call to action.
import { CtaBanner } from '#src/components/cta-banner/cta-banner.tsx';
import { HeroBanner, type HeroBannerProps } from '#src/components/hero-banner/hero-banner.tsx';
import { WhyChooseUs } from '#src/components/why-choose-us/why-choose-us.tsx';
import type { PageMeta } from '#src/content/head-meta.ts';
import type { ServicePageCopy } from '#src/content/pages/page-copy.ts';
import { usePublicHead } from '#src/lib/head.ts';
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
