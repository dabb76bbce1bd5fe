// Placeholder for a person page: filled in by its feature.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_staff/people/$personId')({ component: () => null });
