import { Container, Stack, Text, Title } from '@mantine/core';
import { island } from '@/core/client/island';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useTranslation } from '@/core/client/use-translation';

/** The form: a plain POST until its code (the schema, react-hook-form, the fields) has come. */
const newsletterForm = island(
  () => import('./newsletter-form'),
  (module) => module.NewsletterForm,
);
export const islands = [newsletterForm];

export const meta: PageMetaSource = ({ t }) => ({
  title: t('page.title', { ns: 'newsletter' }),
  description: t('page.intro', { ns: 'newsletter' }),
});

/** /newsletter: a subscription to the newsletter (spec section 3). */
export function Component() {
  const { t } = useTranslation('newsletter');
  return (
    <Container size={560} py={48} px="md">
      <Stack gap="lg">
        <Title order={1}>{t('page.title')}</Title>
        <Text>{t('page.intro')}</Text>
        <newsletterForm.Island />
      </Stack>
    </Container>
  );
}
