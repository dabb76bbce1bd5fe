import { createFileRoute } from '@tanstack/react-router';
import { InternshipPage } from '#src/features/site/internship-page.tsx';

export const Route = createFileRoute('/internship')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
  component: InternshipPage,
});
