// Unsaved editor drafts kept in the browser (docs/decisions/0052): what an editor holds is written to
// localStorage as it changes (keyed by the signed-in person and by what is edited, "new" for something not yet
// saved), offered back the next time that editor opens — after the next sign-in, say, since a sign-out
// (for inactivity or not) removes only the session's own keys (docs/requirements.md#logout) — and removed on
// save or discard. Generic: any editor whose value survives JSON can use it (blogs, careers, notes).
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from './session/use-session';

const PREFIX = 'meera.editorDraft';
/** Typing is written at most this often; the last change is written when the editor closes. */
export const DRAFT_WRITE_DELAY_MS = 500;

/** A draft as stored. */
export interface StoredDraft<T> {
  /** When it was last written (ISO). */
  savedAt: string;
  /** Where it was being written (the page's path and query), to come back to it. */
  path: string;
  /** What it is a draft of, in words ("New blog post"). */
  label: string;
  value: T;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): drafts are simply not kept.
    return undefined;
  }
}

/** The storage key of `key`'s draft for the person `owner` (their user id, else their username). */
export const draftStorageKey = (owner: string | number, key: string) => `${PREFIX}:${owner}:${key}`;

export function readDraft<T>(storageKey: string): StoredDraft<T> | null {
  try {
    const raw = storage()?.getItem(storageKey);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft<T>;
    return typeof draft?.savedAt === 'string' && 'value' in draft ? draft : null;
  } catch {
    return null;
  }
}

function writeDraft<T>(storageKey: string, path: string, label: string, value: T) {
  const draft: StoredDraft<T> = { savedAt: new Date().toISOString(), path, label, value };
  try {
    storage()?.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // Full or refused: the editor goes on without a kept draft.
  }
}

function removeDraft(storageKey: string) {
  try {
    storage()?.removeItem(storageKey);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

export interface EditorDraftOptions<T> {
  /** What is edited: `blog:new`, `blog:42`, `career:7`, `note:person:3`… null while not known yet. */
  key: string | null;
  /** The editor's value now. */
  value: T;
  /** Puts a kept draft's value back into the editor (after the person chose "Restore"). */
  onRestore: (value: T) => void;
  /** What it is a draft of, in words, for the dashboard's list of drafts. @default "Unsaved draft" */
  label?: string;
}

export interface EditorDraft {
  /** A kept draft that differs from what the editor opened with, until the person restores or discards it.
   * While it is offered, changes are not written over it. */
  offer: { savedAt: string } | null;
  restore: () => void;
  discard: () => void;
  /** After a save: the kept draft is removed, and what the editor holds now counts as saved. */
  clear: () => void;
}

/**
 * Keeps the editor's unsaved value in the browser for the signed-in person. Nothing is kept while nobody is
 * signed in or `key` is null, nor while the value is the one the editor opened with (or last saved).
 */
export function useEditorDraft<T>({
  key,
  value,
  onRestore,
  label = 'Unsaved draft',
}: EditorDraftOptions<T>): EditorDraft {
  const { user, username } = useSession();
  const owner = user?.id ?? username;
  const storageKey = owner != null && key ? draftStorageKey(owner, key) : null;
  // The editor's page, to come back to from the dashboard (the address bar's when no router holds the editor).
  const router = useRouter({ warn: false });
  const path = router?.state.location.href ?? `${window.location.pathname}${window.location.search}`;
  const json = JSON.stringify(value);
  // What counts as unchanged: the value the editor opened with, then the last one saved or restored.
  const baseline = useRef(json);
  const [offered, setOffered] = useState<{ key: string; draft: StoredDraft<T> } | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;

  const cancelPending = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  // A kept draft is offered when the editor opens (for this person and this item), unless it holds nothing
  // the editor does not show already.
  useEffect(() => {
    if (!storageKey) return;
    const kept = readDraft<T>(storageKey);
    if (!kept) return;
    if (JSON.stringify(kept.value) === baseline.current) removeDraft(storageKey);
    else setOffered({ key: storageKey, draft: kept });
  }, [storageKey]);

  const offer = offered && offered.key === storageKey ? offered.draft : null;

  // Changes are written a moment after the typing stops, and at once when the editor closes.
  useEffect(() => {
    if (!storageKey || offer) return;
    cancelPending();
    const write = () => {
      pending.current = null;
      if (json === baseline.current) removeDraft(storageKey);
      else writeDraft(storageKey, path, label, JSON.parse(json) as T);
    };
    pending.current = { timer: setTimeout(write, DRAFT_WRITE_DELAY_MS), write };
  }, [storageKey, json, path, label, offer, cancelPending]);
  useEffect(() => {
    const flush = () => {
      const last = pending.current;
      cancelPending();
      last?.write();
    };
    // The tab closing, or a full page load (a sign-out's), writes what is waiting too.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [cancelPending]);

  return useMemo(
    () => ({
      offer: offer ? { savedAt: offer.savedAt } : null,
      restore: () => {
        if (!offer) return;
        setOffered(null);
        restoreRef.current(offer.value);
      },
      discard: () => {
        if (storageKey) removeDraft(storageKey);
        setOffered(null);
      },
      clear: () => {
        cancelPending();
        baseline.current = json;
        if (storageKey) removeDraft(storageKey);
        setOffered(null);
      },
    }),
    [offer, storageKey, json, cancelPending],
  );
}

/** A kept draft as the dashboard lists it. */
export interface KeptDraft {
  savedAt: string;
  path: string;
  label: string;
}

/** The signed-in person's kept drafts, newest first (read once per render of the list). */
export function useKeptDrafts(): KeptDraft[] {
  const { user, username } = useSession();
  const owner = user?.id ?? username;
  return useMemo(() => {
    const store = storage();
    if (owner == null || !store) return [];
    const prefix = draftStorageKey(owner, '');
    const drafts: KeptDraft[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      const draft = key?.startsWith(prefix) ? readDraft<unknown>(key) : null;
      if (draft && typeof draft.path === 'string' && draft.path.startsWith('/admin/'))
        drafts.push({ savedAt: draft.savedAt, path: draft.path, label: draft.label || 'Unsaved draft' });
    }
    return drafts.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }, [owner]);
}
