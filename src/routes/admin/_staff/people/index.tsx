// Placeholder for the talent pool search: filled in by its feature.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_staff/people/')({ component: () => null });
