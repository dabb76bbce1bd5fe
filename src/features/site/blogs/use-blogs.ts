// The published posts for the list page: loaded after the page (hero and head) is already shown.
import { useCallback, useEffect, useState } from 'react';
import type { BlogSummary } from '../../../../contracts/blogs';
import { fetchBlogs } from './blog-api';

export type BlogsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; posts: BlogSummary[] };

export function useBlogs(): BlogsState & { retry: () => void } {
  const [state, setState] = useState<BlogsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (attempt) loads again
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchBlogs()
      .then((posts) => current && setState({ status: 'loaded', posts }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
