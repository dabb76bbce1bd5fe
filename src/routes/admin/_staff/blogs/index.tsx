// /admin/blogs: search, status and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { blogSearch, blogSearchDefaults } from '../../../../features/admin/blogs/blog-search';
import { fetchAdminBlogs } from '../../../../features/admin/blogs/blogs-api';
import { BlogsListPage } from '../../../../features/admin/blogs/blogs-list-page';
import { AdminLoadError } from '../../../../features/admin/shared/admin-load-error';
import { useStaffHead } from '../../../../lib/head';

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
