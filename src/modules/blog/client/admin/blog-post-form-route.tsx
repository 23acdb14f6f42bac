import { useWatch } from 'react-hook-form';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { SelectField, TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { isLanguageCode, LANGUAGE_CODES, languageLabel } from '@/core/shared/languages';
import {
  BLOG_POST_STATUSES,
  type BlogPostFormValues,
  blogPostInputSchema,
  SUMMARY_MAX,
  TITLE_MAX,
} from '@/modules/blog/shared/blog-post-schemas';
import { type BlogPostItem, blogPostEntity } from './blog-post-entity';
import { BodyField, SlugField } from './blog-post-fields';

export const meta = adminMeta('blog-admin:posts.title');

/** /_admin/blog-posts/create and /{_id}/edit: the post's text, address, language and status. */
export function Component() {
  const { t, i18n } = useTranslation('blog-admin');
  // A new post is first thought to be in the language the admin works in.
  const defaultLanguage = isLanguageCode(i18n.language) ? i18n.language : 'en';
  return (
    <AdminFormPage<BlogPostItem, typeof blogPostInputSchema>
      entity={blogPostEntity}
      listTitle={t('posts.title')}
      createTitle={t('posts.create')}
      schema={blogPostInputSchema}
      defaults={(post) => ({
        title: post?.title ?? '',
        slug: post?.slug ?? '',
        summary: post?.summary ?? '',
        body: post?.body ?? '',
        language: (post?.language as BlogPostFormValues['language']) ?? defaultLanguage,
        // The API types the status as a string; the form picks one of the known ones.
        status: BLOG_POST_STATUSES.find((status) => status === post?.status) ?? 'draft',
      })}
    >
      {(form) => (
        <>
          <TextField
            control={form.control}
            name="title"
            label={t('posts.postTitle')}
            required
            maxLength={TITLE_MAX}
          />
          <SlugField control={form.control} />
          <TextField
            control={form.control}
            name="summary"
            label={t('posts.summary')}
            description={t('posts.summaryHelp')}
            required
            multiline
            maxLength={SUMMARY_MAX}
          />
          <PostBody control={form.control} />
          <SelectField
            control={form.control}
            name="language"
            label={t('posts.language')}
            required
            data={LANGUAGE_CODES.map((code) => ({ value: code, label: languageLabel(code) }))}
          />
          <SelectField
            control={form.control}
            name="status"
            label={t('posts.statusLabel')}
            description={t('posts.statusHelp')}
            required
            data={BLOG_POST_STATUSES.map((status) => ({ value: status, label: t(`posts.status.${status}`) }))}
          />
        </>
      )}
    </AdminFormPage>
  );
}

/** The body, previewed in the language chosen below it. */
function PostBody(props: { control: Parameters<typeof BodyField>[0]['control'] }) {
  const language = useWatch({ control: props.control, name: 'language' });
  return <BodyField control={props.control} language={language ?? 'en'} />;
}
