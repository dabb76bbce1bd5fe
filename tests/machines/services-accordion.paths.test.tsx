// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import { servicesAccordionMachine } from '../../machines/services-accordion.machine';
import { ServicesAccordion } from '../../src/components/services-accordion/services-accordion';
import { services } from '../../src/content/services';
import { describeMachinePaths } from '../setup/path-harness';
import { renderWithRouter } from '../setup/render';
import { preferReducedMotion } from '../setup/web';

// jsdom never ends CSS transitions, so panels are checked as a reduced-motion visitor sees them: at once.
beforeEach(() => preferReducedMotion());

// Every item, and one the page does not show (an index from before the content changed): the machine
// must ignore it, and the guard that says so is seen both ways.
const chooseEvents = [...services, undefined].map((_, index) => ({ type: 'item.choose' as const, index }));
const openItem = (index: number) => (index === -1 ? 'all closed' : `item ${index} open`);

describeMachinePaths('services accordion', {
  machine: servicesAccordionMachine,
  input: { count: services.length },
  events: () => chooseEvents,
  // One itemOpen state stands for every item: each must be opened by some path, and all closed.
  situations: {
    of: (snapshot) => openItem(snapshot.context.activeIndex),
    expected: [-1, ...services.keys()].map(openItem),
  },
  expectMachine: (snapshot) => {
    // One open at a time: the index is -1 exactly when every item is closed.
    expect(snapshot.matches('allClosed')).toBe(snapshot.context.activeIndex === -1);
  },
  ui: {
    // The 24 simple paths only reorder clicks the 21 others already make (each ~0.2 s to render).
    paths: 'shortest-and-edges',
    skips: (event) => event.index >= services.length,
    render: async () => {
      await renderWithRouter(<ServicesAccordion />);
      return { user: userEvent.setup({ delay: null }) };
    },
    perform: {
      'item.choose': ({ user }, { index }) =>
        user.click(screen.getByRole('button', { name: services[index]?.title })),
    },
    expect: (_ui, snapshot) => {
      expect(screen.getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
      services.forEach((service, index) => {
        const open = index === snapshot.context.activeIndex;
        const control = screen.getByRole('button', { name: service.title });
        expect(control).toHaveAttribute('aria-expanded', String(open));
        const panel = document.getElementById(control.getAttribute('aria-controls') ?? '');
        if (open) {
          expect(
            within(panel as HTMLElement).getByRole('link', { name: `Explore ${service.title}` }),
          ).toHaveAttribute('href', service.route);
        }
      });
    },
  },
});
