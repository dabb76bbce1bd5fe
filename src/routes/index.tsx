import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/site/home-page';
import { homeSections } from '../features/site/home-static';

export const Route = createFileRoute('/')({ loader: () => homeSections.preload(), component: HomePage });
