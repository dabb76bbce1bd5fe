import { createFileRoute } from '@tanstack/react-router';
import { fetchBlogPost } from '../../features/site/blogs/blog-api';
import { BlogPostPage } from '../../features/site/blogs/blog-post-page';
import { PageLoadError } from '../../features/site/page-load-error';
import { reuseServerAnswer } from '../../lib/server-answers';

export const Route = createFileRoute('/blogs/$id')({
  loader: (context) => reuseServerAnswer(context, () => fetchBlogPost(context.params.id)),
  component: () => <BlogPostPage post={Route.useLoaderData()} />,
  errorComponent: PageLoadError,
});
