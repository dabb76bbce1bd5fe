// The first focusable element: keyboard users jump past the header straight to the page content.
import classes from './skip-link.module.css';

export interface SkipLinkProps {
  /** Id of the element to move focus to; it needs tabIndex -1. */
  targetId: string;
}

export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className={classes.skip}
      // On a page drawn as islands nothing of it is hydrated: the link watcher moves focus (link-takeover.ts).
      data-skip-link
      onClick={(event) => {
        // Move focus without changing the address (a hash would make the router scroll).
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
