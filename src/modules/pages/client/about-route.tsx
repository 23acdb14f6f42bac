import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';
import { ContentPage } from './content-page';
import { useSiteSettings } from './use-site-settings';

// A typical yearly fee, to show how amounts look (spec section 9: USD per year, whole amounts without decimals).
const EXAMPLE_FEES_USD = 15230;

export const meta: PageMetaSource = ({ t, settings }) => {
  const siteName = String(settings.WEBSITE_NAME ?? t('site.name', { ns: 'common' }));
  return {
    title: t('about.title', { ns: 'pages', siteName }),
    description: t('about.intro', { ns: 'pages', siteName }),
  };
};

/** /about: what the list is, who keeps it, and how fees are shown. */
export function Component() {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const { siteName } = useSiteSettings();
  return (
    <ContentPage title={t('about.title', { siteName })}>
      <Text size="lg">{t('about.intro', { siteName })}</Text>
      <Title order={2} size="h3" mt="md">
        {t('about.community.title')}
      </Title>
      <Text>{t('about.community.text')}</Text>
      <Text>
        {t('about.community.join')}{' '}
        <Anchor component={Link} to="/register" underline="always">
          {t('about.community.register')}
        </Anchor>
      </Text>
      <Title order={2} size="h3" mt="md">
        {t('about.fees.title')}
      </Title>
      <Text>{t('about.fees.text')}</Text>
      <Text fw={600}>{t('about.fees.example', { amount: format.money(moneyOf(EXAMPLE_FEES_USD)) })}</Text>
      <Text>{t('about.fees.note')}</Text>
    </ContentPage>
  );
}
