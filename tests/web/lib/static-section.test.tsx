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

  it('keeps the server’s list until what it shows changes, then draws it and goes on drawing it', async () => {
    const drawn = vi.fn();
    function Jobs({ jobs }: { jobs: string[] }) {
      drawn();
      return (
        <ul>
          {jobs.map((job) => (
            <li key={job}>{job}</li>
          ))}
        </ul>
      );
    }
    const all = ['HR Recruiter', 'SEO Analyst'];
    function Finder() {
      const [shown, setShown] = useState(all);
      return (
        <main>
          <button type="button" onClick={() => setShown(shown === all ? ['SEO Analyst'] : all)}>
            Filter
          </button>
          <StaticSection changed={shown !== all}>
            <Jobs jobs={shown} />
          </StaticSection>
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Finder />);
    document.body.append(container);
    drawn.mockClear();
    const firstJob = container.querySelector('li');

    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Finder />);
    });
    endHydration();
    expect(drawn).not.toHaveBeenCalled();
    expect(container.querySelector('li')).toBe(firstJob);

    const button = screen.getByRole('button', { name: 'Filter' });
    await act(async () => button.click());
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['SEO Analyst']);
    expect(hasFiber(container.querySelector('li') as Node)).toBe(true);
    // Back to the server's list: drawn by React now, not the server's HTML brought back.
    await act(async () => button.click());
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(all);
    expect(hasFiber(container.querySelector('li') as Node)).toBe(true);
    container.remove();
  });
});
