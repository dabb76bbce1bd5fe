// Home (docs/requirements.md#home-page): hero, "Our Services" at #services, "How we work" at #how-we-work,
// why us, and the call to action.
// The services accordion's styles come with the page, not with its deferred code: the server draws it.
import '@mantine/core/styles/Accordion.css';
import { Box } from '@mantine/core';
import { CtaBanner } from '#src/components/cta-banner/cta-banner.tsx';
import { HeroBanner } from '#src/components/hero-banner/hero-banner.tsx';
import { homeMeta, homePage } from '#src/content/pages/home.ts';
import { island } from '#src/islands/island.tsx';
import { usePublicHead } from '#src/lib/head.ts';
import { heroVideo } from './hero-media';
import { homeSections } from './home-static';

// An island (decision 0017): its machine (xstate) and Mantine's Accordion are code that the page can be
// drawn without.
const ServicesAccordion = island('services-accordion');

export function HomePage() {
  usePublicHead(homeMeta);
  return (
    <>
      <HeroBanner {...heroVideo('home')} {...homePage.hero} height="tall" overlayOpacity={45} showGrid />
      <Box component="section" id="services" aria-labelledby="our-services-title">
        <ServicesAccordion />
      </Box>
      <homeSections.Section />
      <CtaBanner
        title={homePage.cta.title}
        description={homePage.cta.description}
        buttonLabel={homePage.cta.buttonLabel}
      />
    </>
  );
}
