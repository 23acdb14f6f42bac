import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useTranslation } from '@/core/client/use-translation';

export const meta: PageMetaSource = ({ t }) => ({
  title: t('thanks.title', { ns: 'contact' }),
  noindex: true,
});

/** /contact-us/thanks: where a sent message leads. */
export function Component() {
  const { t } = useTranslation('contact');
  return (
    <Container size={640} py={48} px="md">
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{t('thanks.title')}</Title>
        <Text>{t('thanks.text')}</Text>
        <Button component={Link} to="/" autoContrast>
          {t('thanks.home')}
        </Button>
      </Stack>
    </Container>
  );
}
