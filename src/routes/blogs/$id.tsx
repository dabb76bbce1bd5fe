import { createFileRoute } from '@tanstack/react-router';
import { fetchBlogPost } from '#src/features/site/blogs/blog-api.ts';
import { BlogPostPage } from '#src/features/site/blogs/blog-post-page.tsx';
import { PageLoadError } from '#src/features/site/page-load-error.tsx';
import { reuseServerAnswer } from '#src/lib/server-answers.ts';

export const Route = createFileRoute('/blogs/$id')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
  loader: (context) => reuseServerAnswer(context, () => fetchBlogPost(context.params.id)),
  component: () => <BlogPostPage post={Route.useLoaderData()} />,
  errorComponent: PageLoadError,
});
