// The services accordion as a person uses it, for both drivers: choosing an item clicks its title; in
// every state the control of each item says whether it is expanded, and the open item's panel offers the
// link to its service page.
import type { servicesAccordionMachine } from '../../machines/services-accordion.machine';
import { services } from '../../src/content/services';
import type { UiWalker } from '../support/paths/path-model';
import type { Screen } from '../support/paths/screen';

const control = (index: number) => ({ role: 'button', name: services[index]?.title ?? '' });

export const servicesAccordionView = {
  // The 24 simple paths only reorder clicks the 21 others already make.
  paths: 'shortest-and-edges',
  skips: {
    when: (event) => event.index >= services.length,
    why: 'choosing an item past the last one: the page has only the services it shows',
  },
  perform: {
    'item.choose': ({ screen }, { index }) => screen.click(control(index)),
  },
  expect: async ({ screen }, snapshot) => {
    await screen.expect({ role: 'heading', name: 'Our Services' });
    for (const [index, service] of services.entries()) {
      const open = index === snapshot.context.activeIndex;
      await screen.expect(control(index), { attributes: { 'aria-expanded': String(open) } });
      if (open) {
        await screen.expect(
          { role: 'link', name: `Explore ${service.title}` },
          { attributes: { href: service.route } },
          { controlledBy: control(index) },
        );
      }
    }
  },
} satisfies Omit<UiWalker<typeof servicesAccordionMachine, { screen: Screen }>, 'render'>;
