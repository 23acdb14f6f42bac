import { Text, type TextProps } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';

/**
 * "Published on 3 March 2026 · by ana": the date as a machine-readable <time>, the author when
 * known. The schema lets a post have no date (a draft); a published one always has it.
 */
export function PostByline(props: { publishedAt: string | null; author: string | null } & TextProps) {
  const { publishedAt, author, ...textProps } = props;
  const { t } = useTranslation('blog');
  const format = useFormat();
  return (
    <Text c="gray.7" {...textProps}>
      {publishedAt && (
        <time dateTime={publishedAt}>{t('post.published', { date: format.date(publishedAt) })}</time>
      )}
      {author && ` · ${t('post.by', { author })}`}
    </Text>
  );
}
