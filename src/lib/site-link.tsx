// A link to a page of the site that works with the router and without it (decision 0017). Inside the app it
// is the router's <Link> (given by app.tsx through RouterLinkContext); inside an island of a server-drawn
// page there is no router: it is a plain <a>, and the first click on it hands the page to the SPA
// (islands/link-takeover.ts). Islands import this file, never the router.
import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, useContext } from 'react';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The page's path, e.g. '/careers'. */
  to: string;
  /** Marks the link as the current page (aria-current) on `to` exactly, or on `to` and below it. @default the router's default */
  current?: 'exact' | 'within';
  ref?: Ref<HTMLAnchorElement>;
}

export const RouterLinkContext = createContext<ComponentType<SiteLinkProps> | null>(null);

function isCurrent(to: string, current: SiteLinkProps['current']): boolean {
  if (!current || typeof location === 'undefined') return false;
  const path = location.pathname;
  return current === 'exact' ? path === to : path === to || path.startsWith(`${to.replace(/\/$/, '')}/`);
}

export function SiteLink(props: SiteLinkProps) {
  const RouterLink = useContext(RouterLinkContext);
  if (RouterLink) return <RouterLink {...props} />;
  const { to, current, ...anchor } = props;
  return <a href={to} aria-current={isCurrent(to, current) ? 'page' : undefined} {...anchor} />;
}
