import { Link } from 'react-router';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { anchorClassName, PlainText, PlainTitle } from '@/core/client/plain-text';
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

/** A heading of the page's sections, a space above it. */
function SectionTitle(props: { children: string }) {
  return (
    <PlainTitle order={2} size="h3" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
      {props.children}
    </PlainTitle>
  );
}

// Plain elements: the page hydrates without Mantine's providers and styles (decision 093).
export const plainElements = true;

/** /about: what the list is, who keeps it, and how fees are shown. */
export function Component() {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const { siteName } = useSiteSettings();
  return (
    <ContentPage title={t('about.title', { siteName })}>
      <PlainText size="lg">{t('about.intro', { siteName })}</PlainText>
      <SectionTitle>{t('about.community.title')}</SectionTitle>
      <PlainText>{t('about.community.text')}</PlainText>
      <PlainText>
        {t('about.community.join')}{' '}
        <Link to="/register" className={anchorClassName}>
          {t('about.community.register')}
        </Link>
      </PlainText>
      <SectionTitle>{t('about.fees.title')}</SectionTitle>
      <PlainText>{t('about.fees.text')}</PlainText>
      <PlainText fw={600}>
        {t('about.fees.example', { amount: format.money(moneyOf(EXAMPLE_FEES_USD)) })}
      </PlainText>
      <PlainText>{t('about.fees.note')}</PlainText>
    </ContentPage>
  );
}
