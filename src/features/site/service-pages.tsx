// About and the four service pages: their copy, head and hero background.
import { pageMeta } from '../../content/page-meta';
import { aboutPage } from '../../content/pages/about';
import { digitalMarketingPage } from '../../content/pages/digital-marketing';
import { hrServicePage } from '../../content/pages/hr-service';
import { overseasEducationPage } from '../../content/pages/overseas-education';
import { websiteDesignPage } from '../../content/pages/website-design';
import { heroVideo } from './hero-media';
import { ServicePage } from './service-page';

export const AboutPage = () => (
  <ServicePage
    copy={aboutPage}
    meta={pageMeta.aboutus}
    hero={{ bgEffect: 'net', height: 'tall', overlay: 'none', videoPoster: '/videos/hero-home.webp' }}
  />
);

export const WebsiteDesignPage = () => (
  <ServicePage
    copy={websiteDesignPage}
    meta={pageMeta.websitedesign}
    hero={{ ...heroVideo('web'), height: 'tall', overlayOpacity: 55, showGrid: true }}
  />
);

export const DigitalMarketingPage = () => (
  <ServicePage
    copy={digitalMarketingPage}
    meta={pageMeta.digitalmarketing}
    hero={{ ...heroVideo('digital'), height: 'tall', overlayOpacity: 55, showGrid: true }}
  />
);

export const HrServicePage = () => (
  <ServicePage
    copy={hrServicePage}
    meta={pageMeta.hrservice}
    hero={{ ...heroVideo('hr'), height: 'tall', overlayOpacity: 55, showGrid: true }}
  />
);

export const OverseasEducationPage = () => (
  <ServicePage
    copy={overseasEducationPage}
    meta={pageMeta.education}
    hero={{ ...heroVideo('education'), height: 'tall', overlayOpacity: 55, showGrid: true }}
  />
);
