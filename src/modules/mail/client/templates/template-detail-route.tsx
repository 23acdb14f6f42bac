import { Anchor, Group, Stack } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminPage } from '@/core/client/admin/admin-page';
import { DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { mailPagePath } from '../mail-paths';
import { MailProviderGate } from '../mail-provider-gate';
import { TemplateLanguageSwitcher } from './template-language-switcher';
import { ADMIN_MAIL_TEMPLATE } from './template-operations';
import { TemplatePreviewPanel } from './template-preview-panel';

export const meta = adminMeta('mail-admin:templates.title');

/** /_admin/{provider}/templates/{name}: one template per language, with a preview. */
export function Component() {
  const { t } = useTranslation('mail-admin');
  const { name = '' } = useParams();
  return (
    <AdminPage permission="MailjetTemplate:list" title={name || t('templates.title')}>
      <MailProviderGate>
        {(provider) => <TemplateDetail provider={provider.name} name={name} />}
      </MailProviderGate>
    </AdminPage>
  );
}

function TemplateDetail(props: { provider: string; name: string }) {
  const { t } = useTranslation('mail-admin');
  const [search, setSearch] = useSearchParams();
  const language = search.get('language');
  const { data, previousData, loading, error } = useQuery(ADMIN_MAIL_TEMPLATE, {
    variables: { name: props.name, language },
    fetchPolicy: 'cache-and-network',
  });
  // While another language loads, the page keeps the one shown.
  const current = data ?? previousData;
  const template = current?.adminMailTemplate;
  const format = useFormat();
  return (
    <QueryState
      loading={loading && !current}
      error={error}
      data={current}
      notFound={current !== undefined && !template}
    >
      {() => (
        <Stack gap="lg">
          <Group>
            <Anchor component={Link} to={mailPagePath(props.provider, 'templates')} size="sm">
              ← {t('templates.title')}
            </Anchor>
          </Group>
          <TemplateLanguageSwitcher
            languages={template!.languages}
            value={template!.lang}
            onChange={(lang) => setSearch({ language: lang }, { replace: true })}
          />
          <DetailFields
            rows={[
              [t('templates.name'), template!.name],
              [t('templates.language'), `${format.languageName(template!.lang)} (${template!.lang})`],
              [t('templates.subject'), template!.subject],
              [t('templates.updatedAt'), template!.updatedAt ? format.dateTime(template!.updatedAt) : null],
              [t('templates.from'), t(`templates.sourceName.${template!.source}`)],
            ]}
          />
          <TemplatePreviewPanel template={template!} />
        </Stack>
      )}
    </QueryState>
  );
}
