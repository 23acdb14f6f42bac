import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPostDate } from './blog-dates';

/** "Published on 3 March 2026 · by ana": the date as a machine-readable <time>, the author when known. */
export function PostByline(props: { publishedAt: string; author: string | null } & TextProps) {
  const { publishedAt, author, ...textProps } = props;
  const { t, i18n } = useTranslation('blog');
  return (
    <Text c="gray.7" {...textProps}>
      <time dateTime={publishedAt}>
        {t('post.published', { date: formatPostDate(publishedAt, i18n.language) })}
      </time>
      {author && ` · ${t('post.by', { author })}`}
    </Text>
  );
}
