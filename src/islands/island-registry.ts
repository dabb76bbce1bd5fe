// Every island of the public pages (decision 0017): the parts a visitor can interact with, each hydrated on
// its own, each when it is needed. The page code renders them through `island(name)`; the islands entry
// (src/islands-entry.tsx) finds their server HTML and hydrates each when its trigger fires. Only the loaders
// live here, so the entry carries no island's code until that island is wanted.
import type { ComponentProps, ComponentType } from 'react';

/**
 * When an island's code is fetched and it is hydrated (a first interaction with it always does so at once,
 * and the interaction is replayed):
 * - `idle`: once the page has loaded and the browser is idle (parts on the first screen that must answer
 *   the first tap, e.g. the menu button);
 * - `visible`: when it comes within a screen of the viewport (parts further down the page);
 * - `presence`: on the visitor's first sign of life on the page (the mouse moving, a touch, a key, the
 *   wheel, a scroll): heavy parts on the first screen that nobody uses without first reaching for them.
 */
export type IslandTrigger = 'idle' | 'visible' | 'presence';

interface IslandSpec<P extends object> {
  /** The module `load` imports: its stylesheets are linked by the page that draws the island. */
  source: string;
  load: () => Promise<ComponentType<P>>;
  /** The trigger, or how the island's props choose it. */
  trigger: IslandTrigger | ((props: P) => IslandTrigger);
}

const spec = <P extends object>(
  source: string,
  load: () => Promise<ComponentType<P>>,
  trigger: IslandSpec<P>['trigger'],
): IslandSpec<P> => ({ source, load, trigger });

export const islandRegistry = {
  'header-menu': spec(
    'src/components/site-header/header-menu.tsx',
    () => import('#src/components/site-header/header-menu.tsx').then((module) => module.HeaderMenu),
    'idle',
  ),
  'hero-media': spec(
    'src/components/hero-banner/hero-media.tsx',
    () => import('#src/components/hero-banner/hero-media.tsx').then((module) => module.HeroMedia),
    'idle',
  ),
  'services-accordion': spec(
    'src/components/services-accordion/services-accordion.tsx',
    () =>
      import('#src/components/services-accordion/services-accordion.tsx').then(
        (module) => module.ServicesAccordion,
      ),
    'visible',
  ),
  'careers-finder': spec(
    'src/features/careers/careers-finder.tsx',
    () => import('#src/features/careers/careers-finder.tsx').then((module) => module.CareersFinder),
    'idle',
  ),
  'job-application': spec(
    'src/features/careers/job-application.tsx',
    () => import('#src/features/careers/job-application.tsx').then((module) => module.JobApplication),
    // The form is below the job's text; a thank-you overlay asked for by ?status= shows at once.
    ({ status }) => (status ? 'idle' : 'visible'),
  ),
  'contact-form': spec(
    'src/features/site/contact/contact-form.tsx',
    () => import('#src/features/site/contact/contact-form.tsx').then((module) => module.ContactForm),
    // On the first screen, and the heaviest island (its validation, the state and city pickers): made
    // live once someone is there to fill it, not for a visit that only reads the addresses.
    'presence',
  ),
  'internship-apply': spec(
    'src/features/site/internship-apply.tsx',
    () => import('#src/features/site/internship-apply.tsx').then((module) => module.InternshipApplyButton),
    // Idle, not visible: its link is found by a request, which should be answered before it is reached.
    'idle',
  ),
  'retry-button': spec(
    'src/components/retry-button/retry-button.tsx',
    () => import('#src/components/retry-button/retry-button.tsx').then((module) => module.RetryButton),
    'idle',
  ),
};

export type IslandName = keyof typeof islandRegistry;
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islandRegistry)[N]['load']>>
>;
