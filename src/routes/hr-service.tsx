import { createFileRoute } from '@tanstack/react-router';
import { HrServicePage } from '../features/site/service-pages';

export const Route = createFileRoute('/hr-service')({ component: HrServicePage });
