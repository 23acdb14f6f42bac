import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BlogPostStatus } from '../../shared/blog-post-schemas';

/** Published in green, draft in grey, as a badge. */
export function PostStatusBadge(props: { status: BlogPostStatus }) {
  const { t } = useTranslation('blog-admin');
  return (
    // max-content: a narrow table column must not cut the word short.
    <Badge
      variant="light"
      color={props.status === 'published' ? 'green' : 'gray'}
      autoContrast
      miw="max-content"
    >
      {t(`posts.status.${props.status}`)}
    </Badge>
  );
}
