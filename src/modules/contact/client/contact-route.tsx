import { Container, Stack, Text, Title } from '@mantine/core';
import { island } from '@/core/client/island';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useTranslation } from '@/core/client/use-translation';

/** The form: a plain POST until its code (the schema, react-hook-form, the fields) has come. */
const contactForm = island(
  () => import('./contact-form'),
  (module) => module.ContactForm,
);
export const islands = [contactForm];

export const meta: PageMetaSource = ({ t }) => ({
  title: t('title', { ns: 'contact' }),
  description: t('intro', { ns: 'contact' }),
});

/** /contact-us: a message to the site team. */
export function Component() {
  const { t } = useTranslation('contact');
  return (
    <Container size={640} py={48} px="md">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Text>{t('intro')}</Text>
        <contactForm.Island />
      </Stack>
    </Container>
  );
}
