import { createFileRoute } from '@tanstack/react-router';
import { InternshipPage } from '#src/features/site/internship-page.tsx';

export const Route = createFileRoute('/internship')({ component: InternshipPage });
