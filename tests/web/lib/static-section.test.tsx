import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginHydration, endHydration } from '../../../src/lib/hydration-phase';
import { StaticSection } from '../../../src/lib/static-section';

const hasFiber = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

/** A page: a live counter beside a static section whose component reports each time it runs. */
function page(drawn: () => void) {
  function Article() {
    drawn();
    return (
      <section>
        <h2>How we work</h2>
        <p>We listen first.</p>
      </section>
    );
  }
  return function Page() {
    const [count, setCount] = useState(0);
    return (
      <main>
        <button type="button" onClick={() => setCount(count + 1)}>
          Clicked {count}
        </button>
        <StaticSection>
          <Article />
        </StaticSection>
      </main>
    );
  };
}

afterEach(endHydration);

describe('StaticSection', () => {
  it('keeps the server’s HTML when React takes the page over: its components never run, its nodes get no fiber', async () => {
    const drawn = vi.fn();
    const Page = page(drawn);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(drawn).toHaveBeenCalledTimes(1);
    drawn.mockClear();
    const paragraph = container.querySelector('p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => console.error(error) });
    });
    endHydration();

    expect(drawn).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('We listen first.');
    expect(hasFiber(paragraph as Node)).toBe(false);
    // The live part is React's: it answers, and the page around the section is re-rendered without it.
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    expect(hasFiber(button)).toBe(true);
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(button);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(drawn).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('draws its content in the browser when the page is rendered there (a client navigation)', () => {
    const drawn = vi.fn();
    const Page = page(drawn);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'How we work' })).toBeInTheDocument();
    expect(hasFiber(screen.getByText('We listen first.'))).toBe(true);
    expect(drawn).toHaveBeenCalled();
  });

  it('draws its content when there is no server HTML to keep (React drew the page afresh)', async () => {
    const Page = page(() => {});
    beginHydration();
    await act(async () => {
      render(<Page />);
    });
    expect(screen.getByText('We listen first.')).toBeInTheDocument();
  });
});
