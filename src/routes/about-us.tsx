import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/site/service-pages';

export const Route = createFileRoute('/about-us')({ component: AboutPage });
