// A button that navigates to a route, optionally to an anchor on it. When the anchor is on the current page
// it scrolls there smoothly below the header (the 8 px helper) instead; elsewhere it navigates normally.
import { Button, type ButtonProps } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { scrollToId } from '#src/lib/anchor-scroll.ts';

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
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Button
      component={Link}
      to={to}
      hash={hash}
      // The target route validates its own query; this button only passes it on.
      search={search as never}
      onClick={(event: MouseEvent) => {
        if (hash && pathname === to && scrollToId(hash)) event.preventDefault();
      }}
      {...rest}
    >
      {children}
    </Button>
  );
}
