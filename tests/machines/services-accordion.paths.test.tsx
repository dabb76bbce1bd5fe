// @vitest-environment happy-dom
import userEvent from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import { ServicesAccordion } from '../../src/components/services-accordion/services-accordion';
import { renderWithRouter } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import { servicesAccordionModel } from './services-accordion.model';
import { servicesAccordionView } from './services-accordion.view';

// happy-dom runs no CSS transitions, so panels are checked as a reduced-motion visitor sees them: at once.
beforeEach(() => preferReducedMotion());

describeMachinePaths('services accordion', {
  ...servicesAccordionModel,
  expectMachine: (snapshot) => {
    // One open at a time: the index is -1 exactly when every item is closed.
    expect(snapshot.matches('allClosed')).toBe(snapshot.context.activeIndex === -1);
  },
  ui: {
    ...servicesAccordionView,
    render: async () => {
      await renderWithRouter(<ServicesAccordion />);
      return { screen: domScreen(userEvent.setup({ delay: null })) };
    },
  },
});
