import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '#src/features/site/home-page.tsx';
import { homeSections } from '#src/features/site/home-static.ts';

export const Route = createFileRoute('/')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
  loader: () => homeSections.preload(),
  component: HomePage,
});
