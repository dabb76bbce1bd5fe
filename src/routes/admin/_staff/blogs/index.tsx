// /admin/blogs: search, status and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { blogSearch, blogSearchDefaults } from '#src/features/admin/blogs/blog-search.ts';
import { fetchAdminBlogs } from '#src/features/admin/blogs/blogs-api.ts';
import { BlogsListPage } from '#src/features/admin/blogs/blogs-list-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/blogs/')({
  validateSearch: blogSearch,
  search: { middlewares: [stripSearchParams(blogSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchAdminBlogs(deps),
  errorComponent: AdminLoadError,
  component: AdminBlogsRoute,
});

function AdminBlogsRoute() {
  useStaffHead('Blogs');
  const navigate = Route.useNavigate();
  return (
    <BlogsListPage
      posts={Route.useLoaderData()}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    />
  );
}
