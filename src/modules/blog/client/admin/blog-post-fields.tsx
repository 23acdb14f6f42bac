import { Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useErrorText } from '@/core/client/form/use-error-text';
import { FormattedText } from '@/core/client/formatted-text';
import { useTranslation } from '@/core/client/use-translation';
import { slugify } from '@/core/shared/slug';
import { BLOG_PATH } from '@/modules/blog/shared/blog-paths';
import { type BlogPostFormValues, BODY_MAX, SLUG_MAX } from '@/modules/blog/shared/blog-post-schemas';

type FormControl = Control<BlogPostFormValues>;

/** The post's address; left empty, the server makes it from the title (shown as the placeholder). */
export function SlugField(props: { control: FormControl }) {
  const { t } = useTranslation('blog-admin');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: 'slug' });
  const title = useWatch({ control: props.control, name: 'title' }) ?? '';
  return (
    <TextInput
      {...field}
      value={field.value ?? ''}
      label={t('posts.slug')}
      description={t('posts.slugHelp', { path: `${BLOG_PATH}/` })}
      placeholder={slugify(title).slice(0, SLUG_MAX)}
      leftSection={<Text size="sm" c="gray.7">{`${BLOG_PATH}/`}</Text>}
      leftSectionWidth={56}
      maxLength={SLUG_MAX}
      error={errorText(fieldState.error?.message)}
    />
  );
}

/** The text, in the format of the legal pages, with a preview of how visitors will read it. */
export function BodyField(props: { control: FormControl; language: string }) {
  const { t } = useTranslation('blog-admin');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: 'body' });
  return (
    <Tabs defaultValue="write" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="write">{t('posts.write')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('posts.preview')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="sm">
        <Textarea
          {...field}
          value={field.value ?? ''}
          label={t('posts.body')}
          description={t('posts.bodyHelp')}
          withAsterisk
          autosize
          minRows={12}
          maxRows={30}
          maxLength={BODY_MAX}
          error={errorText(fieldState.error?.message)}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        <Stack gap="sm" lang={props.language}>
          {field.value?.trim() ? (
            <FormattedText text={field.value} />
          ) : (
            <Text c="gray.7">{t('posts.previewEmpty')}</Text>
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
