// /blogs/{id}: one published post, its body as the HTML the server rendered and sanitised.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Typography.css';
import { Anchor, Badge, Container, Group, Text, Title, Typography } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BlogPost } from '#contracts/blogs.ts';
import { blogPath } from '#contracts/public-paths.ts';
import { site } from '#src/content/site.ts';
import { usePublicHead } from '#src/lib/head.ts';
import { formatPostDate, postCover } from './blog-format';
import classes from './blogs.module.css';

export function BlogPostPage({ post }: { post: BlogPost }) {
  const cover = postCover(post);
  usePublicHead({
    title: post.metaTitle ?? `${post.title} | ${site.name} Blog`,
    description: post.metaDescription ?? post.excerpt,
    canonical: blogPath(post),
    image: cover.src,
  });
  return (
    <Container size="md" component="article" py={{ base: 40, md: 64 }}>
      <Anchor component={Link} to="/blogs" size="sm">
        ← All posts
      </Anchor>
      <Group gap={6} mt="lg">
        {post.tags.map((tag) => (
          <Badge key={tag} variant="light" color="brand">
            {tag}
          </Badge>
        ))}
      </Group>
      <Title order={1} mt="sm">
        {post.title}
      </Title>
      <Text c="gray.7" mt="xs">
        <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> · {post.readingMinutes}{' '}
        min read
      </Text>
      <img
        src={cover.src}
        alt={cover.alt}
        width={1200}
        height={630}
        className={classes.cover}
        style={{ borderRadius: 8, marginTop: 24 }}
      />
      <Typography className={classes.article} mt="xl">
        {/* Rendered from markdown and sanitised with an allow-list on the server. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
        <div dangerouslySetInnerHTML={{ __html: post.html }} />
      </Typography>
    </Container>
  );
}
