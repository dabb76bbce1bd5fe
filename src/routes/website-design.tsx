import { createFileRoute } from '@tanstack/react-router';
import { WebsiteDesignPage } from '../features/site/service-pages';

export const Route = createFileRoute('/website-design')({ component: WebsiteDesignPage });
