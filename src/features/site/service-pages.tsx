// About and the four service pages: their copy, head and hero background.
import { aboutMeta, aboutPage } from '../../content/pages/about';
import { digitalMarketingMeta, digitalMarketingPage } from '../../content/pages/digital-marketing';
import { hrServiceMeta, hrServicePage } from '../../content/pages/hr-service';
import { overseasEducationMeta, overseasEducationPage } from '../../content/pages/overseas-education';
import { websiteDesignMeta, websiteDesignPage } from '../../content/pages/website-design';
import { heroVideo } from './hero-media';
import { ServicePage } from './service-page';

export const AboutPage = () => (
  <ServicePage
    copy={aboutPage}
    meta={aboutMeta}
    hero={{ bgEffect: 'net', height: 'tall', overlay: 'none', videoPoster: '/videos/hero-home.webp' }}
  />
);

export const WebsiteDesignPage = () => (
  <ServicePage
    copy={websiteDesignPage}
    meta={websiteDesignMeta}
    hero={{ ...heroVideo('web'), height: 'tall', overlayOpacity: 55, showGrid: true }}
  />
);

export const DigitalMarketingPage = () => (
  <ServicePage
    copy={digitalMarketingPage}
    meta={digitalMarketingMeta}
    hero={{ ...heroVideo('digital'), height: 'tall', overlayOpacity: 55, showGrid: true }}
  />
);

export const HrServicePage = () => (
  <ServicePage
    copy={hrServicePage}
    meta={hrServiceMeta}
    hero={{ ...heroVideo('hr'), height: 'tall', overlayOpacity: 55, showGrid: true }}
  />
);

export const OverseasEducationPage = () => (
  <ServicePage
    copy={overseasEducationPage}
    meta={overseasEducationMeta}
    hero={{ ...heroVideo('education'), height: 'tall', overlayOpacity: 55, showGrid: true }}
  />
);
