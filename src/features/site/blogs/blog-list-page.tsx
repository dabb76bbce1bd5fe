// /blogs: the hero (kicker BLOGS, "Insights & Stories", short) and every published post as a card, newest first.
import '@mantine/core/styles/Badge.css';
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BlogSummary } from '#contracts/blogs.ts';
import { HeroBanner } from '#src/components/hero-banner/hero-banner.tsx';
import { blogsHero, blogsMeta } from '#src/content/pages/blogs.ts';
import { island } from '#src/islands/island.tsx';
import { usePublicHead } from '#src/lib/head.ts';
import { formatPostDate, postCover } from './blog-format';
import classes from './blogs.module.css';
import type { BlogsState } from './use-blogs';

// "Try again": an island (decision 0017).
const Retry = island('retry-button');

/** `first`: the first card's cover is the page's largest paint on a phone, so it loads at once. */
function PostCard({ post, first }: { post: BlogSummary; first: boolean }) {
  const cover = postCover(post);
  return (
    <Card component="article" withBorder radius="md" padding={0} className={classes.card}>
      <img
        src={cover.src}
        alt={cover.alt}
        width={1200}
        height={630}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        className={classes.cover}
      />
      <Group gap={6} px="lg" pt="md">
        {post.tags.map((tag) => (
          <Badge key={tag} variant="light" color="brand" size="sm">
            {tag}
          </Badge>
        ))}
      </Group>
      <Title order={2} size="h4" px="lg" mt="xs">
        <Link to="/blogs/$id" params={{ id: String(post.id) }} className={classes.titleLink}>
          {post.title}
        </Link>
      </Title>
      <Text c="dark.5" px="lg" mt="xs" size="sm">
        {post.excerpt}
      </Text>
      <Text c="gray.7" size="xs" px="lg" py="md" mt="auto">
        <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> · {post.readingMinutes}{' '}
        min read
      </Text>
    </Card>
  );
}

function PostList({ blogs }: { blogs: BlogsState }) {
  if (blogs.status === 'failed') {
    return (
      <Stack align="center" gap="sm" role="alert">
        <Text size="lg">The posts could not be loaded. Please check your connection and try again.</Text>
        <Retry />
      </Stack>
    );
  }
  if (blogs.posts.length === 0) {
    return (
      <Text ta="center" size="lg" c="gray.7">
        No posts yet. Please check back soon.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {blogs.posts.map((post, index) => (
        <PostCard key={post.id} post={post} first={index === 0} />
      ))}
    </SimpleGrid>
  );
}

export function BlogListPage({ blogs }: { blogs: BlogsState }) {
  usePublicHead(blogsMeta);
  return (
    <>
      <HeroBanner {...blogsHero} height="short" bgEffect="birds" overlay="none" align="center" />
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <PostList blogs={blogs} />
      </Container>
    </>
  );
}
