import { createFileRoute } from '@tanstack/react-router';
import { DigitalMarketingPage } from '../features/site/service-pages';

export const Route = createFileRoute('/digital-marketing')({ component: DigitalMarketingPage });
