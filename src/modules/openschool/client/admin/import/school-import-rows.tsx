import { Anchor, Badge, Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../../../core/client/form/use-error-text';
import { useFormat } from '../../../../../core/client/use-format';
import type { SchoolImportRowView } from './school-import.query';

// Dark shades, as the status badges: readable (4.5:1) on the page and on striped rows.
const OUTCOME_COLORS: Record<string, string> = {
  new: '#216e39',
  match: 'blue.9',
  skipped: 'gray.8',
  invalid: 'red.9',
};

/** A school field as the school form labels it (the coordinates once). */
const FIELD_LABELS: Record<string, string> = {
  name: 'schools.name',
  countryCode: 'schools.country',
  city: 'schools.city',
  address: 'schools.address',
  latitude: 'schools.coordinates',
  longitude: 'schools.coordinates',
  website: 'schools.website',
  email: 'schools.email',
  phone: 'schools.phone',
  languages: 'schools.languages',
  curriculums: 'schools.curriculums',
};

/** Why a row is skipped or refused, the school it matches, and what the import writes. */
function RowDetails(props: { row: SchoolImportRowView }) {
  const { t } = useTranslation('openschool-admin');
  const errorText = useErrorText();
  const format = useFormat();
  const { row } = props;
  const fields = [...new Set(row.fields.map((field) => t(FIELD_LABELS[field] ?? field)))];
  if (row.outcome === 'skipped') {
    return <>{t(`import.reasons.${row.reason}`, { line: row.duplicateOf })}</>;
  }
  if (row.outcome === 'invalid') {
    return (
      <>
        {row.errors.map((error) => (
          <div key={error.field}>
            <Code>{error.field}</Code> {errorText(error.code)}
          </div>
        ))}
      </>
    );
  }
  return (
    <>
      {row.match && (
        <div>
          <Anchor component={Link} to={`/_admin/schools/${row.match._id}`}>
            {row.match.name}
          </Anchor>
          {row.match.distanceKm !== null &&
            ` · ${t('import.distance', { distance: format.number(row.match.distanceKm, { maximumFractionDigits: 2 }) })}`}
        </div>
      )}
      <Text size="sm" c="gray.7">
        {fields.length > 0 ? t('import.fills', { fields: format.list(fields) }) : t('import.fillsNothing')}
      </Text>
    </>
  );
}

/** The preview: each record of the file, what it would do, and why. */
export function SchoolImportRows(props: { rows: readonly SchoolImportRowView[] }) {
  const { t } = useTranslation('openschool-admin');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Caption>{t('import.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('import.line')}</Table.Th>
            <Table.Th scope="col">{t('import.name')}</Table.Th>
            <Table.Th scope="col">{t('import.city')}</Table.Th>
            <Table.Th scope="col">{t('import.outcome')}</Table.Th>
            <Table.Th scope="col">{t('import.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.line}>
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
              </Table.Td>
              <Table.Td>
                <RowDetails row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
