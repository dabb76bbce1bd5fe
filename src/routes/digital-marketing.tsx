// /digital-marketing: the shared service-page layout with this page's copy, head and hero background (only this
// page's copy: each service page loads its own).
import { createFileRoute } from '@tanstack/react-router';
import { digitalMarketingMeta, digitalMarketingPage } from '../content/pages/digital-marketing';
import { heroVideo } from '../features/site/hero-media';
import { ServicePage } from '../features/site/service-page';
import { serviceSections } from '../features/site/service-static';

export const Route = createFileRoute('/digital-marketing')({
  loader: () => serviceSections.preload(),
  component: DigitalMarketingPage,
});

function DigitalMarketingPage() {
  return (
    <ServicePage
      copy={digitalMarketingPage}
      meta={digitalMarketingMeta}
      hero={{ ...heroVideo('digital'), height: 'tall', overlayOpacity: 55, showGrid: true }}
    />
  );
}
