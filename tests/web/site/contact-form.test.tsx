import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactServices } from '../../../contracts/contact';
import { indiaLocations, OUTSIDE_INDIA } from '../../../contracts/india-locations';
import { ContactForm } from '../../../src/features/site/contact/contact-form';
import { enterText } from '../../support/dom/enter-text';
import { renderWithTheme } from '../../support/dom/render';

const received: unknown[] = [];
const server = setupServer(
  http.post('*/api/contact', async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json(
      { id: 7, message: 'Thank you, Priya. Your message has reached our Hyderabad team.' },
      { status: 201 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

/** Picks from a picker, waiting for it: the city's comes a task after its state (location-fields.tsx). */
async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: label }), option);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, screen.getByRole('textbox', { name: /Full name/ }), 'Priya Sharma');
  await enterText(user, screen.getByRole('textbox', { name: /E-mail/ }), 'priya@example.com');
  await enterText(user, screen.getByRole('textbox', { name: /Phone/ }), '+91 98765 43210');
  await choose(user, /Service of interest/, 'Digital Marketing');
  await choose(user, /State/, 'Telangana');
  await choose(user, /City/, 'Hyderabad');
  await enterText(
    user,
    screen.getByRole('textbox', { name: /Message/ }),
    'Please audit our website and ads.',
  );
}

describe('ContactForm', () => {
  it('offers the services, then the chosen state’s cities, as the browser’s own pickers', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    const optionsOf = (name: RegExp) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf(/Service of interest/)).toEqual(['Choose a service', ...contactServices]);
    // Until a state is chosen the city is typed, so nothing waits disabled and autofill can fill it.
    const typedCity = screen.getByRole('textbox', { name: /City/ });
    expect(typedCity).toBeEnabled();
    expect(typedCity).toHaveAttribute('autocomplete', 'address-level2');

    await choose(user, /State/, 'Telangana');
    const city = await screen.findByRole('combobox', { name: /City/ });
    expect(optionsOf(/City/)).toEqual(['Choose your city', ...(indiaLocations.Telangana ?? [])]);
    await choose(user, /City/, 'Hyderabad');
    // A new state clears a city its list does not have.
    await choose(user, /State/, 'Karnataka');
    expect(city).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveAttribute('autocomplete', 'address-level1');
  });

  // A city typed before the state is kept in the list's spelling, or under its older name, when the state's
  // list has it, else cleared.
  for (const [typed, state, kept] of [
    ['hyderabad ', 'Telangana', 'Hyderabad'],
    ['Bangalore', 'Karnataka', 'Bengaluru'],
    ['Manchester', 'Telangana', ''],
    ['constructor', 'Telangana', ''],
  ] as const) {
    it(`reads “${typed}” typed before the state as ${kept ? `“${kept}”` : 'no city'} once ${state} is chosen`, async () => {
      const user = userEvent.setup();
      renderWithTheme(<ContactForm />);
      await enterText(user, screen.getByRole('textbox', { name: /City/ }), typed);
      await choose(user, /State/, state);
      expect(await screen.findByRole('combobox', { name: /City/ })).toHaveValue(kept);
    });
  }

  it('keeps a typed city while the state’s type-ahead walks past other states', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await enterText(user, screen.getByRole('textbox', { name: /City/ }), 'Hyderabad');
    // Typing "Te" in the closed select picks Tamil Nadu on the way to Telangana.
    await choose(user, /State/, 'Tamil Nadu');
    expect(await screen.findByRole('combobox', { name: /City/ })).toHaveValue('');
    await choose(user, /State/, 'Telangana');
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveValue('Hyderabad');
    await choose(user, /State/, OUTSIDE_INDIA);
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Hyderabad');
  });

  it('keeps the state and then the city filled within one task, as autofill fills them', async () => {
    renderWithTheme(<ContactForm />);
    // React draws a state's change at once; the city's text field must still take what autofill puts in it.
    const typedCity = screen.getByRole('textbox', { name: /City/ });
    fireEvent.change(screen.getByRole('combobox', { name: /State/ }), { target: { value: 'Telangana' } });
    fireEvent.change(typedCity, { target: { value: 'Hyderabad' } });
    expect(await screen.findByRole('combobox', { name: /City/ })).toHaveValue('Hyderabad');
  });

  it('asks for the city as text outside India, keeping one typed before', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await enterText(user, screen.getByRole('textbox', { name: /City/ }), 'Manchester');
    await choose(user, /State/, OUTSIDE_INDIA);
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Manchester');
    // Coming from an Indian state's list, the city starts empty.
    await choose(user, /State/, 'Telangana');
    await choose(user, /City/, 'Hyderabad');
    await choose(user, /State/, OUTSIDE_INDIA);
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('');
  });

  it('says what is wrong with a field as soon as the visitor leaves it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'priya@');
    await user.tab();
    expect(
      await screen.findByText('Please enter a valid e-mail address, like name@example.com.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '98765');
    await user.tab();
    expect(await screen.findByText(/\+91 followed by 10 digits, or \+44/)).toBeInTheDocument();
    // A field left alone is not flagged yet.
    expect(screen.queryByText('Please enter your full name.')).toBeNull();
  });

  it('flags every missing field on submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const message of [
      'Please enter your full name.',
      'Please enter a valid e-mail address, like name@example.com.',
      'Please choose what you would like to talk about.',
      'Please choose your state, or “Outside India”.',
      'Please choose or enter your city.',
      'Please tell us a little more: at least 10 characters.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The phone is optional.
    expect(screen.queryByText(/\+91 followed by 10 digits/)).toBeNull();
    expect(received).toEqual([]);
  });

  it('sends a valid message and shows the confirmation the server answered', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Thank you, Priya. Your message has reached our Hyderabad team.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(received).toEqual([
      {
        name: 'Priya Sharma',
        email: 'priya@example.com',
        phone: '+91 98765 43210',
        service: 'Digital Marketing',
        state: 'Telangana',
        city: 'Hyderabad',
        message: 'Please audit our website and ads.',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
  });

  it('shows the server’s field messages and its refusal when too many messages were sent', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          { error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 600 seconds.' } },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 600 seconds.',
    );
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Priya Sharma');

    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: 'Some fields are not valid.',
              fields: { city: 'Please choose a city in Telangana from the list.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please choose a city in Telangana from the list.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');
  });
});
