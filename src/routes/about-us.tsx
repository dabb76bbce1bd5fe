// /about-us: the shared service-page layout with this page's copy, head and hero background (only this
// page's copy: each service page loads its own).
import { createFileRoute } from '@tanstack/react-router';
import { publicFile } from '#contracts/public-files.ts';
import { aboutMeta, aboutPage } from '#src/content/pages/about.ts';
import { ServicePage } from '#src/features/site/service-page.tsx';
import { serviceSections } from '#src/features/site/service-static.ts';

export const Route = createFileRoute('/about-us')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
  loader: () => serviceSections.preload(),
  component: AboutPage,
});

function AboutPage() {
  return (
    <ServicePage
      copy={aboutPage}
      meta={aboutMeta}
      hero={{
        bgEffect: 'net',
        height: 'tall',
        overlay: 'none',
        videoPoster: publicFile('/videos/hero-home-sharp.webp'),
      }}
    />
  );
}
