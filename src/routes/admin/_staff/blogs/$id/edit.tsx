import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminBlog } from '#src/features/admin/blogs/blogs-api.ts';
import { EditBlogPage } from '#src/features/admin/blogs/edit-blog-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { requireIdParams } from '#src/lib/route-params.ts';

export const Route = createFileRoute('/admin/_staff/blogs/$id/edit')({
  beforeLoad: ({ params }) => requireIdParams(params, 'id'),
  loader: ({ params }) => fetchAdminBlog(Number(params.id)),
  staleTime: 0,
  gcTime: 0,
  errorComponent: AdminLoadError,
  component: EditBlogRoute,
});

function EditBlogRoute() {
  const post = Route.useLoaderData();
  useStaffHead(`Edit ${post.title}`);
  return <EditBlogPage key={post.id} post={post} />;
}
