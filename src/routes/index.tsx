import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/site/home-page';

export const Route = createFileRoute('/')({ component: HomePage });
