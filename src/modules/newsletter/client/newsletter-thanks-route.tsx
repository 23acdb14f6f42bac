import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useTranslation } from '@/core/client/use-translation';
import type { NewsletterThanksStatus } from '../shared/newsletter-subscription';
import { useErrorText } from './use-error-text';

/** What the query string says happened: the server's link routes redirect here with it. */
function statusOf(params: URLSearchParams): NewsletterThanksStatus {
  if (params.get('confirmed') === '1') return 'confirmed';
  if (params.get('unsubscribed') === '1') return 'unsubscribed';
  if (params.get('error')) return 'failed';
  return 'pending';
}

export const meta: PageMetaSource = ({ t, url }) => ({
  title: t(`thanks.${statusOf(url.searchParams)}.title`, { ns: 'newsletter' }),
  noindex: true,
});

/** /newsletter/thanks: "check your inbox", then confirmed, unsubscribed, or why a link did not work. */
export function Component() {
  const { t } = useTranslation('newsletter');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const status = statusOf(params);

  return (
    <Container size={560} py={48} px="md">
      <Stack gap="lg">
        <Title order={1}>{t(`thanks.${status}.title`)}</Title>
        {status === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(params.get('error'))}
          </Alert>
        ) : (
          <Text>{t(`thanks.${status}.text`)}</Text>
        )}
        <Group gap="lg">
          {status !== 'pending' && status !== 'confirmed' && (
            <Anchor component={Link} to="/newsletter">
              {t('thanks.again')}
            </Anchor>
          )}
          <Anchor component={Link} to="/">
            {t('thanks.home')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
