import { createFileRoute } from '@tanstack/react-router';
import { OverseasEducationPage } from '../features/site/service-pages';

export const Route = createFileRoute('/overseas-education')({ component: OverseasEducationPage });
