// /hr-service: the shared service-page layout with this page's copy, head and hero background (only this
// page's copy: each service page loads its own).
import { createFileRoute } from '@tanstack/react-router';
import { hrServiceMeta, hrServicePage } from '#src/content/pages/hr-service.ts';
import { heroVideo } from '#src/features/site/hero-media.ts';
import { ServicePage } from '#src/features/site/service-page.tsx';
import { serviceSections } from '#src/features/site/service-static.ts';

export const Route = createFileRoute('/hr-service')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
  loader: () => serviceSections.preload(),
  component: HrServicePage,
});

function HrServicePage() {
  return (
    <ServicePage
      copy={hrServicePage}
      meta={hrServiceMeta}
      hero={{ ...heroVideo('hr'), height: 'tall', overlayOpacity: 55, showGrid: true }}
    />
  );
}
