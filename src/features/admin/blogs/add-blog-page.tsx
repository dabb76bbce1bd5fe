// /admin/blogs/add: write a post, then keep it as a draft or publish it straight away.
import { useNavigate } from '@tanstack/react-router';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { toast } from '#src/lib/toast.ts';
import { AdminPage } from '../shared/admin-page';
import { BlogEditor } from './blog-editor';
import { createBlog, publishBlog } from './blogs-api';

export function AddBlogPage() {
  const navigate = useNavigate();
  return (
    <AdminPage
      title="Write a post"
      description="Saved as a draft first; only published posts are public."
      back={{ to: '/admin/blogs', label: 'Blogs' }}
      size="xl"
    >
      <BlogEditor
        onSave={createBlog}
        onSaved={async (post, publish) => {
          if (publish) {
            try {
              await publishBlog(post.id);
              toast.success(`“${post.title}” is published.`);
            } catch (error) {
              toast.error(`Saved as a draft, but not published: ${toRequestProblem(error).message}`);
            }
          } else {
            toast.success(`“${post.title}” is saved as a draft.`);
          }
          void navigate({ to: `/admin/blogs/${post.id}/edit` });
        }}
        saveLabel="Save draft"
        publishLabel="Save and publish"
      />
    </AdminPage>
  );
}
