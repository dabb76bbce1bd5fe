// Where a person lives, as the contact and apply forms ask it: in a module of its own, so that the Indian
// lists it reads reach only the pages with those forms, not every page with a person's e-mail or name (the
// sign-in).
import { z } from 'zod';
import { citiesOf, OUTSIDE_INDIA } from './india-locations';
import { oneLine } from './plain-text';

/** State from the Indian list (or "Outside India"); city from that state's list, or free text outside India. */
export const locationSchema = z
  .object({
    state: z.string().trim().min(1, 'Please choose your state, or “Outside India”.'),
    city: oneLine(
      z
        .string()
        .trim()
        .min(1, 'Please choose or enter your city.')
        .max(80, 'Please keep the city under 80 characters.'),
      'city',
    ),
  })
  .superRefine(({ state, city }, ctx) => {
    if (state === OUTSIDE_INDIA) return;
    const cities = citiesOf(state);
    if (!cities) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please choose a state from the list.' });
    } else if (!cities.includes(city)) {
      ctx.addIssue({
        code: 'custom',
        path: ['city'],
        message: `Please choose a city in ${state} from the list.`,
      });
    }
  });
