// Someone else's post, as a member of staff who may read but not change it sees it (docs/decisions/0011).
import { Alert, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import type { AdminBlog } from '#contracts/admin-blogs.ts';

export function ReadOnlyPost({ post }: { post: AdminBlog }) {
  return (
    <Stack gap="md">
      <Alert color="gray" title="You can read this post but not change it">
        Only {post.author ?? 'its author'} or an administrator can edit, publish, unpublish or delete it.
      </Alert>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3">
          {post.title}
        </Title>
        <Text c="dimmed" mt="xs">
          {post.excerpt}
        </Text>
        <Typography mt="md">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (server/markdown/markdown-worker.mjs) */}
          <div dangerouslySetInnerHTML={{ __html: post.html }} />
        </Typography>
      </Paper>
    </Stack>
  );
}
