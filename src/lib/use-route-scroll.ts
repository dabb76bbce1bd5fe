// Scrolling on navigation (docs/requirements.md#scroll-on-navigation): every change of path scrolls to the
// top; an address with a hash scrolls smoothly to that element below the fixed header, on the same page or
// once the new page has rendered.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scrollToHashWhenReady } from './anchor-scroll';

const idFromHash = (hash: string) => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
};

export function useRouteScroll() {
  const router = useRouter();
  useEffect(() => {
    let cancel = () => {};
    // The first page may have been rendered before this subscription existed.
    const initial = idFromHash(router.state.location.hash);
    if (initial) cancel = scrollToHashWhenReady(initial);
    const unsubscribe = router.subscribe('onRendered', ({ toLocation, pathChanged }) => {
      cancel();
      cancel = () => {};
      const id = idFromHash(toLocation.hash);
      if (id) cancel = scrollToHashWhenReady(id);
      else if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, [router]);
}
