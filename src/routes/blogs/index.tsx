import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '#src/features/site/blogs/blog-list-page.tsx';
import { loadBlogs } from '#src/features/site/blogs/use-blogs.ts';
import { reuseServerAnswer } from '#src/lib/server-answers.ts';

// A loader, not an effect: the server renders the posts into the page (decision 0006).
export const Route = createFileRoute('/blogs/')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
  loader: (context) => reuseServerAnswer(context, loadBlogs),
  component: BlogsRoute,
});

function BlogsRoute() {
  return <BlogListPage blogs={Route.useLoaderData()} />;
}
