import { Badge } from '@mantine/core';
import { type BlogStatus, blogStatusLabels } from '#contracts/admin-blogs.ts';

export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  return (
    <Badge color={status === 'PUBLISHED' ? 'teal' : 'gray'} variant="dot" miw="max-content">
      {blogStatusLabels[status]}
    </Badge>
  );
}
