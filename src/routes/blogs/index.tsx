import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../../features/site/blogs/blog-list-page';

export const Route = createFileRoute('/blogs/')({ component: BlogListPage });
