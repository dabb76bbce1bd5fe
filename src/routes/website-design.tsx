// /website-design: the shared service-page layout with this page's copy, head and hero background (only this
// page's copy: each service page loads its own).
import { createFileRoute } from '@tanstack/react-router';
import { websiteDesignMeta, websiteDesignPage } from '../content/pages/website-design';
import { heroVideo } from '../features/site/hero-media';
import { ServicePage } from '../features/site/service-page';
import { serviceSections } from '../features/site/service-static';

export const Route = createFileRoute('/website-design')({
  loader: () => serviceSections.preload(),
  component: WebsiteDesignPage,
});

function WebsiteDesignPage() {
  return (
    <ServicePage
      copy={websiteDesignPage}
      meta={websiteDesignMeta}
      hero={{ ...heroVideo('web'), height: 'tall', overlayOpacity: 55, showGrid: true }}
    />
  );
}
