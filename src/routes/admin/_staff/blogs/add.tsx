import { createFileRoute } from '@tanstack/react-router';
import { AddBlogPage } from '../../../../features/admin/blogs/add-blog-page';
import { useStaffHead } from '../../../../lib/head';

export const Route = createFileRoute('/admin/_staff/blogs/add')({ component: AddBlogRoute });

function AddBlogRoute() {
  useStaffHead('Write a blog post');
  return <AddBlogPage />;
}
