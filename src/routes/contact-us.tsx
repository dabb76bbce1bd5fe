import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '#src/features/site/contact/contact-page.tsx';

export const Route = createFileRoute('/contact-us')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
  component: ContactPage,
});
