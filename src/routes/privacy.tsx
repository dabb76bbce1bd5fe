import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '#src/features/site/privacy-page.tsx';

export const Route = createFileRoute('/privacy')({
  // Drawn by the server as islands (decision 0017), with none on it: the notice is text.
  staticData: { islands: true },
  component: PrivacyPage,
});
