// The services accordion's generated paths on the home page of the built site, in Chromium.
import { servicesAccordionModel } from '../../machines/services-accordion.model';
import { servicesAccordionView } from '../../machines/services-accordion.view';
import { baseUrl } from '../../support/browser/browser';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { chromiumScreen } from '../../support/paths/screen-chromium';

describeBrowserPaths('services accordion', servicesAccordionModel, {
  ...servicesAccordionView,
  // A page load per path costs seconds: the fewest paths that still cover all a person can reach.
  paths: 'covering',
  open: async (page) => {
    // A fresh load each path: the accordion starts again with its first item open. Settled, as a person
    // finds it: its code arrives after the page, and a click before that is not answered.
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    return { screen: chromiumScreen(page) };
  },
});
