// Placeholder for careers followed and how news of applicants arrives: filled in by its feature.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_staff/following')({ component: () => null });
