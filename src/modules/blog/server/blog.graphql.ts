import { builder } from '@/core/server/graphql/builder';
import { PageInfo } from '@/core/server/graphql/root-types';
import { parseInput } from '@/core/server/validation';
import { withoutNulls } from '@/core/shared/objects';
import { blogPostsQueryInputSchema } from '../shared/blog-query';
import { BlogPostType } from './blog-post-type';
import { assertBlogEnabled, findBlogPost, findBlogPosts } from './blog-service';
import type { BlogPostRecord } from './tables';

// Not `BlogPostPage`: the admin list's page type (registerAdminEntity) has that name.
const BlogPostList = builder
  .objectRef<{ pageInfo: { count: number; limit: number; page: number }; items: BlogPostRecord[] }>(
    'BlogPostList',
  )
  .implement({
    description: 'A page of published blog posts.',
    fields: (t) => ({
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
      items: t.field({ type: [BlogPostType], resolve: (page) => page.items }),
    }),
  });

builder.queryField('blogPosts', (t) =>
  t.field({
    type: BlogPostList,
    subGraphs: ['public'],
    description:
      'Published blog posts, newest first. Defaults: page 1, limit 10, every language. ' +
      '`blog.disabled` while ENABLE_BLOG is off.',
    args: {
      page: t.arg.int(),
      limit: t.arg.int({ description: '1 to 50.' }),
      lang: t.arg.string({ description: 'Only the posts written in this language (en, fr, zh-Hans…).' }),
    },
    resolve: async (_root, args, context) => {
      await assertBlogEnabled(context.settings);
      return findBlogPosts(context.db, parseInput(blogPostsQueryInputSchema, withoutNulls(args)));
    },
  }),
);

builder.queryField('blogPost', (t) =>
  t.field({
    type: BlogPostType,
    nullable: true,
    subGraphs: ['public'],
    description:
      'The published post at this slug; null when there is none (or it is a draft). ' +
      '`blog.disabled` while ENABLE_BLOG is off.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await assertBlogEnabled(context.settings);
      return findBlogPost(context.db, args.slug);
    },
  }),
);
