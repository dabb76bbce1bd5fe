// Placeholder for the mentions list: filled in by its feature.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_staff/mentions')({ component: () => null });
