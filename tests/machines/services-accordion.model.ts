// The services accordion's test model without a driver: every item chosen, and one the page does not
// show (an index from before the content changed) that the machine must ignore, so the guard that says
// so is seen both ways.
import { servicesAccordionMachine } from '../../machines/services-accordion.machine';
import { services } from '../../src/content/services';
import type { PathModel } from '../support/paths/path-model';

const chooseEvents = [...services, undefined].map((_, index) => ({ type: 'item.choose' as const, index }));
const openItem = (index: number) => (index === -1 ? 'all closed' : `item ${index} open`);

export const servicesAccordionModel = {
  machine: servicesAccordionMachine,
  input: { count: services.length },
  events: () => chooseEvents,
  // One itemOpen state stands for every item: each must be opened by some path, and all closed.
  situations: {
    of: (snapshot) => openItem(snapshot.context.activeIndex),
    expected: [-1, ...services.keys()].map(openItem),
  },
} satisfies PathModel<typeof servicesAccordionMachine>;
