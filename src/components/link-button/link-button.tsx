// A button that navigates to a route (a SiteLink: in islands too), optionally to an anchor on it. When the anchor is on the current page
// it scrolls there smoothly below the header (the 8 px helper) instead; elsewhere it navigates normally.
import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { scrollToId } from '#src/lib/anchor-scroll.ts';
import { SiteLink } from '#src/lib/site-link.tsx';

export interface LinkButtonProps extends ButtonProps {
  /** Route path, e.g. '/contact-us'. */
  to: string;
  /** Id of the element to scroll to on that route, without '#'. @default none */
  hash?: string;
  /** Query parameters for the route, e.g. { q: 'Internship' }. @default none */
  search?: Record<string, string>;
  children: ReactNode;
}

export function LinkButton({ to, hash, search, children, ...rest }: LinkButtonProps) {
  return (
    <Button
      component={SiteLink}
      to={to}
      hash={hash}
      search={search}
      onClick={(event: MouseEvent) => {
        if (hash && window.location.pathname === to && scrollToId(hash)) event.preventDefault();
      }}
      {...rest}
    >
      {children}
    </Button>
  );
}
