// A part of a public page with nothing to interact with (decision 0014): drawn by the server and never
// hydrated, or not until what it shows changes (`changed`: an island's list, decision 0062). While React takes over a server-drawn page, the section keeps the server's HTML as it is (an
// element whose inner HTML React leaves alone): none of its components run, no fiber is made for any of
// its nodes, and the hydration's work is only that of the parts that are live. Reached by a client
// navigation, the same section renders like any other component. Its internal links are followed by the
// router (use-static-links.ts), as a <Link> would be.
import { type ComponentType, type ReactNode, Suspense, use, useLayoutEffect, useRef, useState } from 'react';
import { loadBeforeServerRender } from './deferred-component';
import { isHydrating } from './hydration-phase';

/** The marker of a static section, for the link handler and the tests. */
export const STATIC_SECTION_ATTRIBUTE = 'data-static-section';

// React compares the inner HTML it is given with its last one only: this one never changes, so it never
// writes it, and the server's content stays.
const SERVER_HTML_KEPT = { __html: '' };

export interface StaticSectionProps {
  children: ReactNode;
  /**
   * Whether the content now differs from what the server drew (a live part's list after a filter): from
   * then on the section renders it, as any other component. @default false
   */
  changed?: boolean;
}

export function StaticSection({ children, changed = false }: StaticSectionProps) {
  const [keepsServerHtml, setKeepsServerHtml] = useState(isHydrating);
  if (keepsServerHtml && changed) setKeepsServerHtml(false);
  const element = useRef<HTMLDivElement>(null);
  // Should React have drawn the page afresh after all (a hydration error, a boundary rendered again),
  // there is no server HTML to keep: the section draws its content, before anything is painted.
  useLayoutEffect(() => {
    if (keepsServerHtml && !element.current?.hasChildNodes()) setKeepsServerHtml(false);
  }, [keepsServerHtml]);
  const marker = { [STATIC_SECTION_ATTRIBUTE]: '' };
  return keepsServerHtml ? (
    <div
      ref={element}
      {...marker}
      style={{ display: 'contents' }}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, so React keeps the server's own HTML
      dangerouslySetInnerHTML={SERVER_HTML_KEPT}
    />
  ) : (
    <div {...marker} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

export interface CodeSplitSection<P extends object> {
  /** The section, drawn by the server, kept as drawn while React takes the page over. */
  Section: ComponentType<P>;
  /**
   * A route's loader: fetches the section's code before a page drawn in the browser renders (so it is
   * drawn at once, not after), and nothing while the page the server drew is taken over.
   */
  preload: () => Promise<unknown> | undefined;
}

/**
 * A static section whose code is not part of any first load: the server waits for it, taking over the
 * server's page never needs it, and a page drawn in the browser fetches it with its route (`preload`).
 */
export function codeSplitSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
): CodeSplitSection<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  if (import.meta.env.SSR) loadBeforeServerRender(fetchCode());
  function Content(props: P) {
    const Component = loaded ?? use(fetchCode());
    return <Component {...props} />;
  }
  function Section(props: P) {
    return (
      <StaticSection>
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      </StaticSection>
    );
  }
  return { Section, preload: () => (isHydrating() ? undefined : fetchCode()) };
}
