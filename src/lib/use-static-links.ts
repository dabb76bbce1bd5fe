// Links inside static sections (static-section.tsx) are plain <a> elements of the server's HTML, with no
// React behind them: a click on an internal one is handed to the router, as a <Link> would do, so the
// page changes without a full load. Modified clicks, new tabs, downloads and other sites stay the browser's.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { STATIC_SECTION_ATTRIBUTE } from './static-section';

export function useStaticLinks() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.(`[${STATIC_SECTION_ATTRIBUTE}] a[href]`);
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}
