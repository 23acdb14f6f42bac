import { Anchor, Group, Select } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { LANGUAGE_CODES, type LanguageCode, languageLabel } from '@/core/shared/languages';
import { BLOG_PATH, BLOG_RSS_PATH } from '@/modules/blog/shared/blog-paths';
import { type BlogListParams, blogListSearchOf } from './blog-list-params';

// Mantine's Select shows no option for an empty value; no language's code is "all".
const ALL_LANGUAGES = 'all';

/** The language the posts are written in (all by default; a choice is a new URL, back at page 1), and the feed. */
export function BlogListControls(props: { list: BlogListParams }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const choose = (value: string | null) => {
    const language = value && value !== ALL_LANGUAGES ? (value as LanguageCode) : null;
    navigate(`${BLOG_PATH}${blogListSearchOf({ language, page: 1 })}`);
  };
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Select
        label={t('list.language.label')}
        data={[
          { value: ALL_LANGUAGES, label: t('list.language.all') },
          ...LANGUAGE_CODES.map((code) => ({ value: code, label: languageLabel(code) })),
        ]}
        value={props.list.language ?? ALL_LANGUAGES}
        onChange={choose}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
        size="md"
        radius="md"
      />
      {/* A file the server serves, not a page of the app: the browser loads it itself. */}
      <Anchor href={BLOG_RSS_PATH} type="application/rss+xml" size="sm">
        {t('list.rss')}
      </Anchor>
    </Group>
  );
}
