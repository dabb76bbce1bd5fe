// /about-us: the shared service-page layout with this page's copy, head and hero background (only this
// page's copy: each service page loads its own).
import { createFileRoute } from '@tanstack/react-router';
import { aboutMeta, aboutPage } from '../content/pages/about';
import { ServicePage } from '../features/site/service-page';
import { serviceSections } from '../features/site/service-static';

export const Route = createFileRoute('/about-us')({
  loader: () => serviceSections.preload(),
  component: AboutPage,
});

function AboutPage() {
  return (
    <ServicePage
      copy={aboutPage}
      meta={aboutMeta}
      hero={{ bgEffect: 'net', height: 'tall', overlay: 'none', videoPoster: '/videos/hero-home.webp' }}
    />
  );
}
