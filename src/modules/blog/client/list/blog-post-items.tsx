import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { blogPostPath } from '../../shared/blog-paths';
import { PostByline } from '../post-byline';
import type { BlogListItem } from './blog-list.query';

/** Posts as cards: the title links to the post, then its date, author and summary. */
export function BlogPostItems(props: { posts: BlogListItem[]; labelledBy: string }) {
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={props.labelledBy}
      data-testid="blog-list"
    >
      {props.posts.map((post) => (
        <Paper component="li" key={post._id} withBorder radius="md" p="md">
          {/* The post's own language, for screen readers and hyphenation; the date is in the page's. */}
          <Anchor component={Link} to={blogPostPath(post.slug)} fw={600} fz="lg" lang={post.language}>
            {post.title}
          </Anchor>
          <PostByline publishedAt={post.publishedAt} author={post.author} size="sm" mt={2} />
          <Text mt="xs" lang={post.language}>
            {post.summary}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
