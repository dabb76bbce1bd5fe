// /hr-service: the shared service-page layout with this page's copy, head and hero background (only this
// page's copy: each service page loads its own).
import { createFileRoute } from '@tanstack/react-router';
import { hrServiceMeta, hrServicePage } from '../content/pages/hr-service';
import { heroVideo } from '../features/site/hero-media';
import { ServicePage } from '../features/site/service-page';
import { serviceSections } from '../features/site/service-static';

export const Route = createFileRoute('/hr-service')({
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
