import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../../features/site/blogs/blog-list-page';
import { loadBlogs } from '../../features/site/blogs/use-blogs';
import { reuseServerAnswer } from '../../lib/server-answers';

// A loader, not an effect: the server renders the posts into the page (decision 0006).
export const Route = createFileRoute('/blogs/')({
  loader: (context) => reuseServerAnswer(context, loadBlogs),
  component: BlogsRoute,
});

function BlogsRoute() {
  return <BlogListPage blogs={Route.useLoaderData()} />;
}
