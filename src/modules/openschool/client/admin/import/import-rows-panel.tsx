import {
  Badge,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { IMPORT_OUTCOMES } from '@/modules/openschool/shared/import/school-import-settings';
import { ImportRowActions } from './import-row-actions';
import { ImportRowDetails } from './import-row-details';
import type { SchoolImportView } from './school-import.query';
import type { SchoolImportPreview } from './use-school-import-preview';

// Dark shades, as the status badges: readable (4.5:1) on the page and on striped rows.
const OUTCOME_COLORS: Record<string, string> = {
  new: '#216e39',
  match: 'blue.9',
  review: '#8a3b00',
  skipped: 'gray.8',
  invalid: 'red.9',
};

const SKIP_REASONS = [
  'notInternational',
  'lowCostChain',
  'duplicateInFile',
  'operatorSkipped',
  'operatorChoice',
  'noCity',
  'noCountry',
  'noName',
  'notSchool',
];

/**
 * The preview's rows, a page at a time: filtered by outcome (the counts first), by why a row
 * was skipped, or by name; each with what it does, why, and the operator's choices.
 */
export function ImportRowsPanel(props: { view: SchoolImportView; preview: SchoolImportPreview }) {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  const { view, preview } = props;
  const { filter, setFilter, rows } = preview;
  const total = IMPORT_OUTCOMES.reduce((sum, outcome) => sum + view.counts[outcome], 0);
  const outcomes = [
    { value: '', label: t('import.allRows', { count: total, formatted: format.number(total) }) },
    ...IMPORT_OUTCOMES.map((outcome) => ({
      value: outcome,
      label: `${t(`import.outcomes.${outcome}`)} (${format.number(view.counts[outcome])})`,
    })),
  ];
  const pages = rows ? Math.max(1, Math.ceil(rows.pageInfo.count / rows.pageInfo.limit)) : 1;
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('import.showRows')}
          data={outcomes}
          value={filter.outcome ?? ''}
          onChange={(outcome) => setFilter({ outcome: outcome || null, reason: null })}
          allowDeselect={false}
        />
        {filter.outcome === 'skipped' && (
          <Select
            label={t('import.skippedBecause')}
            data={SKIP_REASONS.map((reason) => ({
              value: reason,
              label: t(`import.reasons.${reason}`, { line: '…' }),
            }))}
            value={filter.reason}
            onChange={(reason) => setFilter({ reason })}
            clearable
          />
        )}
        <TextInput
          label={t('import.searchRows')}
          value={filter.q}
          onChange={(event) => setFilter({ q: event.currentTarget.value })}
        />
      </Group>
      {rows && rows.items.length === 0 ? (
        <Text>{t('import.noRows')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Caption>{t('import.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('import.line')}</Table.Th>
                <Table.Th scope="col">{t('import.name')}</Table.Th>
                <Table.Th scope="col">{t('import.city')}</Table.Th>
                <Table.Th scope="col">{t('import.outcome')}</Table.Th>
                <Table.Th scope="col">{t('import.details')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('import.actions.title')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rows?.items ?? []).map((row) => (
                <Table.Tr key={row.line} data-testid={`import-row-${row.line}`}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {row.name ?? '—'}
                    {row.reference && (
                      <Text size="xs" c="gray.7">
                        {row.reference}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td>{[row.city, row.countryCode].filter(Boolean).join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={OUTCOME_COLORS[row.outcome]} variant="outline" miw="max-content">
                      {t(`import.outcomes.${row.outcome}`)}
                    </Badge>
                    {row.decision && (
                      <Text size="xs" c="gray.7">
                        {t('import.decided')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ImportRowDetails row={row} />
                  </Table.Td>
                  <Table.Td>{!view.committedAt && <ImportRowActions row={row} preview={preview} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows && pages > 1 && (
        <nav aria-label={t('import.pages')}>
          <Pagination
            total={pages}
            value={Math.min(filter.page, pages)}
            onChange={(page) => preview.setFilter({ ...filter, page })}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': t('import.page', { page: item }) })}
          />
        </nav>
      )}
    </Stack>
  );
}
