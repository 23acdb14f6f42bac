import { Badge } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';

/** Published in green, draft in grey, as a badge. The status is the API's string (`draft`, `published`). */
export function PostStatusBadge(props: { status: string }) {
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
