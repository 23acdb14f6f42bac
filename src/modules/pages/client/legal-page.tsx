import { FormattedText } from '@/core/client/formatted-text';
import { graphql } from '@/core/client/graphql/public-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import type { PageLoaderArgs } from '@/core/client/module';
import { PlainAlert } from '@/core/client/plain-alert';
import { PlainLoader } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import { descriptionText } from '@/core/shared/description-text';
import type { LegalPageName } from '../shared/legal-pages';
import { ContentPage } from './content-page';

const LEGAL_PAGE_QUERY = graphql(`
  query legalPage($name: LegalPageName!) {
    legalPage(name: $name) { name text custom }
  }
`);

/** Runs on the server so the text is in the page's HTML. */
export function prefetchLegalPage(name: LegalPageName) {
  return ({ client }: PageLoaderArgs) => client.query({ query: LEGAL_PAGE_QUERY, variables: { name } });
}

/** A legal page's title, and the start of its text as description. */
export function legalPageMeta(name: LegalPageName): PageMetaSource {
  return ({ t, client }) => {
    const text = client.readQuery({ query: LEGAL_PAGE_QUERY, variables: { name } })?.legalPage.text;
    return { title: t(`${name}.title`, { ns: 'pages' }), description: text && descriptionText(text) };
  };
}

/** /privacy or /terms: the admin's text when set, else the default one in the visitor's language. */
export function LegalPage(props: { name: LegalPageName }) {
  const { t } = useTranslation('pages');
  const { data, error } = useQuery(LEGAL_PAGE_QUERY, { variables: { name: props.name } });
  return (
    <ContentPage title={t(`${props.name}.title`)}>
      {data ? (
        <FormattedText text={data.legalPage.text} />
      ) : error ? (
        <PlainAlert color="red">{t('legal.loadFailed')}</PlainAlert>
      ) : (
        <span role="status" aria-label={t('legal.loading')}>
          <PlainLoader />
        </span>
      )}
    </ContentPage>
  );
}
