import { builder } from '@/core/server/graphql/builder';
import type { BlogPostRecord } from './tables';

/**
 * A blog post, on both endpoints: visitors only ever get published posts, and not the fields
 * marked for the admin endpoint.
 */
export const BlogPostType = builder.objectRef<BlogPostRecord>('BlogPost').implement({
  subGraphs: ['public', 'admin'],
  description:
    'A blog post. Its body is plain text: blank lines separate paragraphs, a line starting with "## " is a heading.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    slug: t.exposeString('slug', { description: 'Its address: /blog/{slug}.' }),
    title: t.exposeString('title'),
    summary: t.exposeString('summary', { description: 'At most 300 characters; the page description.' }),
    body: t.exposeString('body'),
    language: t.exposeString('language', { description: 'The language it is written in.' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    author: t.exposeString('authorName', {
      nullable: true,
      description: 'The author’s username; null when they have none or their account is gone.',
    }),
    version: t.exposeInt('version', {
      subGraphs: ['admin'],
      description: 'Sent back with an edit, to detect a conflict.',
    }),
    status: t.exposeString('status', { subGraphs: ['admin'], description: 'draft or published.' }),
    authorEmail: t.exposeString('authorEmail', { subGraphs: ['admin'], nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime', subGraphs: ['admin'] }),
  }),
});
