// /digital-marketing: the shared service-page layout with this page's copy, head and hero background (only this
// page's copy: each service page loads its own).
import { createFileRoute } from '@tanstack/react-router';
import { digitalMarketingMeta, digitalMarketingPage } from '#src/content/pages/digital-marketing.ts';
import { heroVideo } from '#src/features/site/hero-media.ts';
import { ServicePage } from '#src/features/site/service-page.tsx';
import { serviceSections } from '#src/features/site/service-static.ts';

export const Route = createFileRoute('/digital-marketing')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
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
