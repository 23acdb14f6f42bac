import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { PageMetaSource } from './meta/page-meta';

/** Not-found pages carry their title and stay out of search engines. */
export const notFoundMeta: PageMetaSource = ({ t }) => ({ title: t('common:notFound.title'), noindex: true });

/** Shown for any path no route matches; the server answers it with status 404. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" py={80} px="md" ta="center">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="gray.7">{t('notFound.text')}</Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
