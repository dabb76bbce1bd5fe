import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredComponent, whenDeferredLoaded } from '../../../src/lib/deferred-component';

/** A component whose "chunk" arrives when the test says so. */
function deferredGreeting() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Greeting = deferredComponent(() =>
    arrived.then(() => ({ name }: { name: string }) => <p>Hello {name}</p>),
  );
  return { Greeting, arrive };
}

describe('deferredComponent', () => {
  it('is drawn in full by the server once whenDeferredLoaded has resolved', async () => {
    const { Greeting, arrive } = deferredGreeting();
    arrive();
    await whenDeferredLoaded();
    expect(renderToString(<Greeting name="Asha" />)).toContain('Hello <!-- -->Asha');
  });

  it('leaves its place empty in the browser until its code arrives, then draws it', async () => {
    const { Greeting, arrive } = deferredGreeting();
    // In an awaited act(): here a component suspended in the synchronous render() is never retried.
    await act(async () => {
      render(<Greeting name="Ravi" />);
    });
    expect(screen.queryByText('Hello Ravi')).toBeNull();
    arrive();
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
  });
});
