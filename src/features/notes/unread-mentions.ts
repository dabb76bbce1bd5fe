// The signed-in person's unread mentions for the staff header: asked when the page opens, every minute while
// the tab is visible, at once when it becomes visible again, and whenever the mentions page marks something
// read (announceMentionsChanged). One indexed count on the server: cheap enough to ask this often.
import { useEffect, useState } from 'react';
import { fetchUnreadMentions } from './mentions-api';

export const UNREAD_POLL_MS = 60_000;
const CHANGED = 'meera:mentions-changed';

/** Tells every badge on the page to ask again. */
export const announceMentionsChanged = () => window.dispatchEvent(new Event(CHANGED));

/** How many unread mentions the signed-in person has; null until first known (or when it cannot be). */
export function useUnreadMentions(pollMs = UNREAD_POLL_MS): number | null {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    const ask = () => {
      if (document.visibilityState === 'hidden') return;
      fetchUnreadMentions()
        .then((answer) => current && setUnread(answer.unread))
        // A failed poll keeps the last count: the next one tries again.
        .catch(() => {});
    };
    ask();
    const timer = setInterval(ask, pollMs);
    document.addEventListener('visibilitychange', ask);
    window.addEventListener(CHANGED, ask);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
      window.removeEventListener(CHANGED, ask);
    };
  }, [pollMs]);
  return unread;
}
