// /overseas-education: the shared service-page layout with this page's copy, head and hero background (only this
// page's copy: each service page loads its own).
import { createFileRoute } from '@tanstack/react-router';
import { overseasEducationMeta, overseasEducationPage } from '../content/pages/overseas-education';
import { heroVideo } from '../features/site/hero-media';
import { ServicePage } from '../features/site/service-page';
import { serviceSections } from '../features/site/service-static';

export const Route = createFileRoute('/overseas-education')({
  loader: () => serviceSections.preload(),
  component: OverseasEducationPage,
});

function OverseasEducationPage() {
  return (
    <ServicePage
      copy={overseasEducationPage}
      meta={overseasEducationMeta}
      hero={{ ...heroVideo('education'), height: 'tall', overlayOpacity: 55, showGrid: true }}
    />
  );
}
