// "Try again" where a page's data could not be loaded: the router loads it again inside the app; on a page
// drawn as islands (decision 0017) the browser loads the page again.
import { Button } from '@mantine/core';
import { usePageReload } from '#src/lib/site-link.tsx';

export function RetryButton() {
  const reload = usePageReload();
  return <Button onClick={reload}>Try again</Button>;
}
