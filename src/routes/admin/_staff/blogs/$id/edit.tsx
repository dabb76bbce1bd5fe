import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminBlog } from '../../../../../features/admin/blogs/blogs-api';
import { EditBlogPage } from '../../../../../features/admin/blogs/edit-blog-page';
import { AdminLoadError } from '../../../../../features/admin/shared/admin-load-error';
import { useStaffHead } from '../../../../../lib/head';
import { requireIdParams } from '../../../../../lib/route-params';

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
