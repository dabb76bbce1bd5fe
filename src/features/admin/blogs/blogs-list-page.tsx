// /admin/blogs: drafts and published posts, newest change first, searchable by title, slug or tag.
import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AdminBlogRow } from '#contracts/admin-blogs.ts';
import type { Page } from '#contracts/admin-common.ts';
import { blogPath } from '#contracts/public-paths.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { AdminList, AdminTable, type AdminTableColumn } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { FilterSegments } from '../shared/list-filters';
import { SearchBox } from '../shared/search-box';
import type { BlogSearch } from './blog-search';
import { BlogStatusBadge } from './blog-status-badge';

const columns: AdminTableColumn[] = [
  { label: 'Post' },
  { label: 'Status' },
  { label: 'Tags' },
  { label: 'Author' },
  { label: 'Last changed' },
  { label: 'On the site', hidden: true },
];

export interface BlogsListPageProps {
  posts: Page<AdminBlogRow>;
  search: BlogSearch;
  onSearch: (next: Partial<BlogSearch>) => void;
}

export function BlogsListPage({ posts, search, onSearch }: BlogsListPageProps) {
  const filtered = Boolean(search.q || search.status);
  const write = (
    <Button component={Link} to="/admin/blogs/add">
      Write a post
    </Button>
  );
  return (
    <AdminPage
      title="Blogs"
      description="Drafts are private; published posts appear on the blog at once."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      actions={write}
    >
      <Group align="flex-end" wrap="wrap" gap="sm" role="search" aria-label="Find posts">
        <SearchBox
          label="Search"
          placeholder="Title, slug or tag"
          value={search.q ?? ''}
          onSearch={(q) => onSearch({ q, page: undefined })}
        />
        <FilterSegments
          aria-label="Show"
          data={[
            { value: 'DRAFT', label: 'Drafts' },
            { value: 'PUBLISHED', label: 'Published' },
          ]}
          value={search.status}
          onChange={(status) => onSearch({ status, page: undefined })}
        />
      </Group>
      <AdminList
        page={posts}
        noun="posts"
        filtered={filtered}
        noMatch={{
          title: 'No posts match',
          clearLabel: 'Show every post',
          onClear: () => onSearch({ q: undefined, status: undefined, page: undefined }),
          text: <>Nothing matches {search.q ? `“${search.q}”` : 'this filter'}. Try another word or tag.</>,
        }}
        empty={{
          title: 'No posts yet',
          action: write,
          text: 'Write a first post: it stays a draft until you publish it.',
        }}
        onPage={(page) => onSearch({ page })}
      >
        <AdminTable columns={columns} minWidth={760}>
          {posts.items.map((post) => (
            <Table.Tr key={post.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/blogs/${post.id}/edit`} fw={600}>
                  {post.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  /{post.slug}
                </Text>
              </Table.Td>
              <Table.Td>
                <BlogStatusBadge status={post.status} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {post.tags.map((tag) => (
                    <Badge key={tag} variant="outline" size="sm" tt="none">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{post.author ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(post.updatedAt)}</Table.Td>
              <Table.Td>
                {post.status === 'PUBLISHED' && (
                  <Anchor href={blogPath(post)} target="_blank" rel="noopener" size="sm">
                    View<VisuallyHidden> “{post.title}” on the blog (opens in a new tab)</VisuallyHidden>
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      </AdminList>
    </AdminPage>
  );
}
