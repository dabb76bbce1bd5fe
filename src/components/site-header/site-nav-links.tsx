// The nine links (docs/requirements.md#header-links) with the current one marked, in the bar and in the side
// menu.
import { SiteLink } from '#src/lib/site-link.tsx';
import { mainNavLinks } from './nav-links';

export function SiteNavLinks({
  className,
  onNavigate,
}: {
  className: string | undefined;
  onNavigate?: () => void;
}) {
  return mainNavLinks.map((link) => (
    <SiteLink
      key={link.to}
      to={link.to}
      className={className}
      current={link.to === '/' ? 'exact' : 'within'}
      onClick={onNavigate}
    >
      {link.label}
    </SiteLink>
  ));
}
