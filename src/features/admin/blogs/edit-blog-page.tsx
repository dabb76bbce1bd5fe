// /admin/blogs/{id}/edit: edit a post; publish or unpublish it; delete it. Only its author or an admin may
// (mayChangePost); anyone else on the staff reads it here.
import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type AdminBlog, mayChangePost } from '#contracts/admin-blogs.ts';
import { blogPath } from '#contracts/public-paths.ts';
import { ConfirmButton } from '#src/components/confirm-button/confirm-button.tsx';
import { useSession } from '#src/lib/session/use-session.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { toast } from '#src/lib/toast.ts';
import { runAction } from '#src/lib/use-submit.ts';
import { AdminPage } from '../shared/admin-page';
import { BlogEditor } from './blog-editor';
import { BlogStatusBadge } from './blog-status-badge';
import { deleteBlog, publishBlog, unpublishBlog, updateBlog } from './blogs-api';
import { ReadOnlyPost } from './read-only-post';

export function EditBlogPage({ post: loaded }: { post: AdminBlog }) {
  const navigate = useNavigate();
  const [post, setPost] = useState(loaded);
  const live = post.status === 'PUBLISHED';
  const { user } = useSession();
  const mayChange = user !== null && mayChangePost(user, post);

  const setStatus = async (publish: boolean) => {
    const next = await runAction(
      () => (publish ? publishBlog(post.id) : unpublishBlog(post.id)),
      publish ? `“${post.title}” is published.` : `“${post.title}” is a draft again and no longer public.`,
    );
    if (next) setPost(next);
  };

  return (
    <AdminPage
      title={mayChange ? `Edit “${post.title}”` : `“${post.title}”`}
      description={
        <Group gap="xs" component="span">
          <BlogStatusBadge status={post.status} />
          <span>
            {live ? `Published ${formatDay(post.publishedAt)}` : 'Draft'} · last changed{' '}
            {formatDay(post.updatedAt)}
          </span>
          {live && (
            <Anchor href={blogPath(post)} target="_blank" rel="noopener" size="sm">
              View on the blog<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          )}
        </Group>
      }
      back={{ to: '/admin/blogs', label: 'Blogs' }}
      size="xl"
    >
      {!mayChange && <ReadOnlyPost post={post} />}
      {mayChange && live && (
        <Text size="sm" c="dimmed">
          This post is public: saved changes appear on the blog at once.
        </Text>
      )}
      {mayChange && (
        <BlogEditor
          key={post.id}
          post={post}
          onSave={(form) => updateBlog(post.id, form)}
          onSaved={async (saved, publish) => {
            setPost(saved);
            if (publish) await setStatus(true);
            else toast.success(`“${saved.title}” is saved.`);
          }}
          saveLabel="Save changes"
          publishLabel={live ? undefined : 'Save and publish'}
          extra={
            <>
              {live && (
                <ConfirmButton
                  title="Unpublish this post?"
                  message={`“${post.title}” leaves the blog at once and becomes a draft. You can publish it again later.`}
                  confirmLabel="Unpublish"
                  onConfirm={() => setStatus(false)}
                  variant="default"
                >
                  Unpublish
                </ConfirmButton>
              )}
              <ConfirmButton
                title="Delete this post?"
                message={`“${post.title}” and its cover image are deleted for good. This cannot be undone.`}
                confirmLabel="Delete post"
                onConfirm={async () => {
                  const done = await runAction(() => deleteBlog(post.id), `“${post.title}” is deleted.`);
                  if (done !== undefined) void navigate({ to: '/admin/blogs' });
                }}
              >
                Delete
              </ConfirmButton>
            </>
          }
        />
      )}
    </AdminPage>
  );
}
