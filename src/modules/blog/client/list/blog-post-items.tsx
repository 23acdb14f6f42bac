import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardList, CardListItem } from '@/core/client/card-list';
import { blogPostPath } from '@/modules/blog/shared/blog-paths';
import { PostByline } from '../post-byline';
import type { BlogListItem } from './blog-list.query';

/** Posts as cards: the title links to the post, then its date, author and summary. */
export function BlogPostItems(props: { posts: BlogListItem[]; labelledBy: string }) {
  return (
    <CardList labelledBy={props.labelledBy} testId="blog-list" gap="sm">
      {props.posts.map((post) => (
        <CardListItem key={post._id}>
          {/* The post's own language, for screen readers and hyphenation; the date is in the page's. */}
          <Anchor component={Link} to={blogPostPath(post.slug)} fw={600} fz="lg" lang={post.language}>
            {post.title}
          </Anchor>
          <PostByline publishedAt={post.publishedAt} author={post.author} size="sm" mt={2} />
          <Text mt="xs" lang={post.language}>
            {post.summary}
          </Text>
        </CardListItem>
      ))}
    </CardList>
  );
}
