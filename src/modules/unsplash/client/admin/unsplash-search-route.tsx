import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminPage } from '@/core/client/admin/admin-page';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { UNSPLASH_ORIENTATIONS } from '@/modules/unsplash/shared/unsplash-photo-schemas';
import { SavePhotoDialog } from './save-photo-dialog';
import { type FoundPhoto, UNSPLASH_SEARCH_QUERY } from './unsplash-search.query';

export const meta = adminMeta('unsplash-admin:search.title');

/** The service answers at most this many pages of a search. */
const MAX_PAGES = 100;

/**
 * /_admin/unsplash: searches the stock-photo service, shows what it found with each
 * photographer's credit, and saves chosen photos (`?q=`, `&page=`, `&orientation=` in the address).
 */
export function Component() {
  const { t } = useTranslation('unsplash-admin');
  const [search, setSearch] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const orientation = UNSPLASH_ORIENTATIONS.find((value) => value === search.get('orientation')) ?? null;
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (text.trim()) next.set('q', text.trim());
    if (orientation) next.set('orientation', orientation);
    setSearch(next);
  };
  const choose = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set('orientation', value);
    else next.delete('orientation');
    next.delete('page');
    setSearch(next);
  };
  return (
    <AdminPage permission="Unsplash:list" title={t('search.title')} width="full">
      <Text c="gray.7">{t('search.intro')}</Text>
      <form onSubmit={submit} aria-label={t('search.title')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('search.query')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            miw={280}
          />
          <Select
            label={t('search.orientation')}
            value={orientation}
            onChange={choose}
            clearable
            placeholder={t('search.anyOrientation')}
            data={UNSPLASH_ORIENTATIONS.map((value) => ({ value, label: t(`orientations.${value}`) }))}
          />
          <Button type="submit" autoContrast>
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      {query ? (
        <Results query={query} page={page} orientation={orientation} />
      ) : (
        <Text c="gray.7">{t('search.empty')}</Text>
      )}
    </AdminPage>
  );
}

function Results(props: { query: string; page: number; orientation: string | null }) {
  const { t } = useTranslation('unsplash-admin');
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const [saving, setSaving] = useState<FoundPhoto | null>(null);
  const { can } = useCurrentUser();
  const { data, previousData, loading, error } = useQuery(UNSPLASH_SEARCH_QUERY, {
    variables: { query: props.query, page: props.page, orientation: props.orientation },
  });
  const found = (data ?? previousData)?.adminUnsplashSearch;
  const goTo = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    setSearch(next);
  };
  return (
    <QueryState loading={loading && !found} error={found ? undefined : error} data={found}>
      {() => (
        <Stack gap="md">
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('search.found', {
              count: found!.total,
              formatted: format.number(found!.total),
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {found!.results.map((photo) => (
              <Card key={photo.unsplashId} withBorder padding="sm" radius="md">
                <Card.Section>
                  <Image
                    src={photo.smallUrl}
                    alt={photo.description ?? ''}
                    h={180}
                    fit="cover"
                    bg={photo.color ?? 'gray.2'}
                  />
                </Card.Section>
                <Stack gap={6} mt="sm">
                  <Text size="sm" lineClamp={2}>
                    {photo.description ?? '—'}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('search.by', { name: photo.photographerName })} ·{' '}
                    <Anchor href={photo.pageUrl} target="_blank" rel="noopener noreferrer" size="xs">
                      {t('search.onUnsplash')}
                    </Anchor>
                  </Text>
                  {photo.savedId ? (
                    <Badge
                      component={Link}
                      to={`/_admin/unsplash-photos/${photo.savedId}`}
                      variant="light"
                      color="green"
                      c="dark.7"
                      style={{ cursor: 'pointer' }}
                    >
                      {t('search.alreadySaved')}
                    </Badge>
                  ) : (
                    can('UnsplashPhoto:create') && (
                      <Button size="xs" variant="light" onClick={() => setSaving(photo)} autoContrast>
                        {t('search.saveOne', { name: photo.photographerName })}
                      </Button>
                    )
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          {found!.totalPages > 1 && (
            <Pagination
              total={Math.min(found!.totalPages, MAX_PAGES)}
              value={found!.page}
              onChange={goTo}
              getControlProps={(control) => ({
                'aria-label': t(`search.pages.${control}`),
              })}
            />
          )}
          <SavePhotoDialog photo={saving} onClose={() => setSaving(null)} />
        </Stack>
      )}
    </QueryState>
  );
}
