// The router's two services an island may use, with and without the router (decision 0017): a link to a page
// of the site, and loading the page's data again. Inside the app they are the router's (<Link>, invalidate),
// given by app.tsx through SiteRouterContext; inside an island of a server-drawn page there is no router: the
// link is a plain <a> (its first click hands the page to the SPA, islands/link-takeover.ts) and reloading is
// the browser's. Islands import this file, never the router.
import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, useContext } from 'react';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The page's path, e.g. '/careers'. */
  to: string;
  /** Query parameters, e.g. { q: 'Internship' }. @default none */
  search?: Record<string, string>;
  /** Id of the element to scroll to on that page, without '#'. @default none */
  hash?: string;
  /** Marks the link as the current page (aria-current) on `to` exactly, or on `to` and below it. @default the router's default */
  current?: 'exact' | 'within';
  ref?: Ref<HTMLAnchorElement>;
}

export interface SiteRouter {
  Link: ComponentType<SiteLinkProps>;
  /** Loads the current page's data again. */
  reload: () => void;
}

export const SiteRouterContext = createContext<SiteRouter | null>(null);

/** The address a SiteLink goes to. */
export function siteHref({ to, search, hash }: Pick<SiteLinkProps, 'to' | 'search' | 'hash'>): string {
  const query = search ? new URLSearchParams(search).toString() : '';
  return `${to}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

function isCurrent(to: string, current: SiteLinkProps['current']): boolean {
  if (!current || typeof location === 'undefined') return false;
  const path = location.pathname;
  return current === 'exact' ? path === to : path === to || path.startsWith(`${to.replace(/\/$/, '')}/`);
}

export function SiteLink(props: SiteLinkProps) {
  const router = useContext(SiteRouterContext);
  if (router) return <router.Link {...props} />;
  const { to, search, hash, current, ...anchor } = props;
  return (
    <a
      href={siteHref({ to, search, hash })}
      aria-current={isCurrent(to, current) ? 'page' : undefined}
      {...anchor}
    />
  );
}

/** Loads the page's data again: the router's loaders in the app, the whole page in an island. */
export function usePageReload(): () => void {
  const router = useContext(SiteRouterContext);
  return router?.reload ?? (() => window.location.reload());
}
