// SiteLink inside the app: the router's <Link> (typed routes, preloading on intent, active state).
import { Link } from '@tanstack/react-router';
import type { SiteLinkProps } from './site-link';

export function RouterSiteLink({ to, current, ...rest }: SiteLinkProps) {
  const activeOptions = current
    ? { exact: current === 'exact', includeHash: false, includeSearch: false }
    : undefined;
  // `to` is one of the site's paths, checked where SiteLink is used (nav-links.ts, content files).
  return <Link to={to as never} activeOptions={activeOptions} {...rest} />;
}
