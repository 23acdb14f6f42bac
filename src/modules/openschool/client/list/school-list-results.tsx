import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SchoolItems } from '../school-items';
import { type ListParams, listPathOf, listSearchOf } from './list-params';
import type { SchoolListQuery } from './school-list.query';
import { SchoolListPagination } from './school-list-pagination';

/** A page of schools with the page links, or why it is empty and a way back. */
export function SchoolListResults(props: {
  page: SchoolListQuery['schools'];
  list: ListParams;
  countrySlug: string | undefined;
  countryName: string | undefined;
  labelledBy: string;
}) {
  const { t } = useTranslation('openschool');
  const { page, list, countrySlug } = props;
  const path = listPathOf(countrySlug);
  if (page.items.length > 0) {
    return (
      <Stack gap="lg">
        <SchoolItems schools={page.items} labelledBy={props.labelledBy} />
        <SchoolListPagination pageInfo={page.pageInfo} list={list} path={path} />
      </Stack>
    );
  }
  const [message, action, to] = list.q
    ? [
        t('list.empty.search', { q: list.q }),
        t('list.empty.clearSearch'),
        path + listSearchOf({ ...list, q: null, page: 1 }),
      ]
    : page.pageInfo.count > 0
      ? [
          t('list.empty.page', { page: list.page }),
          t('list.empty.firstPage'),
          path + listSearchOf({ ...list, page: 1 }),
        ]
      : props.countryName
        ? [t('list.empty.country', { country: props.countryName }), t('list.empty.allCountries'), '/schools']
        : [t('list.empty.all'), t('common:notFound.home'), '/'];
  return (
    <Stack align="flex-start" gap="md" py="lg" data-testid="school-list-empty">
      <Text size="lg">{message}</Text>
      <Button component={Link} to={to} variant="light">
        {action}
      </Button>
    </Stack>
  );
}
