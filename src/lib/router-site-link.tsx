// SiteRouter inside the app: the router's <Link> (typed routes, preloading on intent, active state) and its
// invalidate (site-link.tsx).
import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { type SiteLinkProps, SiteRouterContext } from './site-link';

function RouterSiteLink({ to, search, hash, current, ...rest }: SiteLinkProps) {
  const activeOptions = current
    ? { exact: current === 'exact', includeHash: false, includeSearch: false }
    : undefined;
  // `to` is one of the site's paths (nav-links.ts, the content files); the target route validates `search`.
  return (
    <Link to={to as never} search={search as never} hash={hash} activeOptions={activeOptions} {...rest} />
  );
}

export function RouterSiteLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  const value = useMemo(() => ({ Link: RouterSiteLink, reload: () => void router.invalidate() }), [router]);
  return <SiteRouterContext value={value}>{children}</SiteRouterContext>;
}
