import { createFileRoute } from '@tanstack/react-router';
import { InternshipPage } from '../features/site/internship-page';

export const Route = createFileRoute('/internship')({ component: InternshipPage });
