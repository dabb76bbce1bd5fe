import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '#src/features/site/contact/contact-page.tsx';

export const Route = createFileRoute('/contact-us')({ component: ContactPage });
