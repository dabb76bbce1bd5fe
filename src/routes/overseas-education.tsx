// /overseas-education: the shared service-page layout with this page's copy, head and hero background (only this
// page's copy: each service page loads its own).
import { createFileRoute } from '@tanstack/react-router';
import { overseasEducationMeta, overseasEducationPage } from '#src/content/pages/overseas-education.ts';
import { heroVideo } from '#src/features/site/hero-media.ts';
import { ServicePage } from '#src/features/site/service-page.tsx';
import { serviceSections } from '#src/features/site/service-static.ts';

export const Route = createFileRoute('/overseas-education')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
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
