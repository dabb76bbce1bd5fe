// A component whose code is not part of its page's first load. Its chunk is requested as soon as the
// page's own code runs (a hovered link preloads the page, and so it too) but nothing waits for it in the
// browser: the rest of the page renders and hydrates first, and the component's server HTML stays in
// place until its code arrives. The server waits for it (whenDeferredLoaded) and renders it in full.
import { type ComponentType, Suspense, use } from 'react';

const loading = new Set<Promise<unknown>>();

/** Has the server wait for `promise` before it renders (whenDeferredLoaded). */
export function loadBeforeServerRender(promise: Promise<unknown>) {
  // A failure surfaces where it renders (the route's error boundary), not as an unhandled rejection.
  promise.catch(() => {});
  loading.add(promise);
}

export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const promise = load().then((component) => {
    loaded = component;
    return component;
  });
  loadBeforeServerRender(promise);
  function Loaded(props: P) {
    // Once loaded, no suspending at all: renderToString (the server) could not wait for it.
    const Component = loaded ?? use(promise);
    return <Component {...props} />;
  }
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

/** Resolves once every deferred component imported so far has loaded: the server renders after it. */
export function whenDeferredLoaded(): Promise<unknown> {
  return Promise.all(loading);
}
