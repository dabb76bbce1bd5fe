import { createFileRoute } from '@tanstack/react-router';
import { AddBlogPage } from '#src/features/admin/blogs/add-blog-page.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/blogs/add')({ component: AddBlogRoute });

function AddBlogRoute() {
  useStaffHead('Write a blog post');
  return <AddBlogPage />;
}
