import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from '@/core/client/scroll-table';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { FactCheck } from '../confirmations/fact-check';
import { useFactChecksShown } from '../confirmations/use-fact-checks-shown';
import type { FactConfirmationsView, SchoolDetailView } from '../school-detail.query';

type AdmissionsView = SchoolDetailView['admissions'];

/** The colour of each place status: open green, waiting list yellow, full red. */
export const PLACE_COLORS: Record<string, string> = { open: 'green', waitlist: 'yellow', full: 'red' };

/** Places per school year: the year, open / waiting list / full, and when it was last confirmed. */
export function PlacesTable(props: {
  places: AdmissionsView['places'];
  schoolId: string;
  confirmations: readonly FactConfirmationsView[];
}) {
  const { t } = useTranslation('openschool');
  const checks = useFactChecksShown(
    props.confirmations,
    props.places.map((place) => `places:${place.age}`),
  );
  const nameOf = (place: AdmissionsView['places'][number]) =>
    place.grade
      ? t('admissions.detail.gradeAtAge', { grade: place.grade, count: place.age })
      : t('filters.age.option', { count: place.age });
  const format = useFormat();
  const caption = t('admissions.detail.placesCaption');
  return (
    <ScrollTable label={caption} minWidth={420}>
      <Table striped data-testid="admission-places">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admissions.detail.schoolYear')}</Table.Th>
            <Table.Th scope="col">{t('admissions.places.status')}</Table.Th>
            <Table.Th scope="col">{t('admissions.places.confirmedOn')}</Table.Th>
            {checks && <Table.Th scope="col">{t('confirmations.column')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.places.map((place) => (
            <Table.Tr key={place.age}>
              <Table.Th scope="row" fw={500}>
                {nameOf(place)}
              </Table.Th>
              <Table.Td>
                <Badge color={PLACE_COLORS[place.status]} variant="light" c="dark.7">
                  {t(`admissions.placeStatus.${place.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {format.date(place.confirmedOn, 'medium')}
                {place.stale && (
                  <Badge ml="xs" color="gray" variant="outline" c="gray.8">
                    {t('admissions.detail.staleBadge')}
                  </Badge>
                )}
              </Table.Td>
              {checks && (
                <Table.Td>
                  <FactCheck
                    schoolId={props.schoolId}
                    confirmations={props.confirmations}
                    fact={{
                      fact: `places:${place.age}`,
                      label: nameOf(place),
                      shown: t(`admissions.placeStatus.${place.status}`),
                    }}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * Intakes (when applications open, the deadline) or terms (first and last day): named date
 * ranges; `check` adds a column beside them (the intakes' deadline confirmations).
 */
export function DateRangeTable(props: {
  testId: string;
  caption: string;
  headers: [name: string, from: string, to: string];
  rows: { name: string; from: string | null; to: string | null }[];
  check?: false | { header: string; cell: (row: { name: string; to: string | null }) => ReactNode };
}) {
  const format = useFormat();
  const [name, from, to] = props.headers;
  const day = (value: string | null) => (value ? format.date(value, 'long') : '–');
  return (
    <ScrollTable label={props.caption} minWidth={420}>
      <Table striped data-testid={props.testId}>
        <Table.Caption>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{name}</Table.Th>
            <Table.Th scope="col">{from}</Table.Th>
            <Table.Th scope="col">{to}</Table.Th>
            {props.check && <Table.Th scope="col">{props.check.header}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={`${row.name}-${row.from}`}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              <Table.Td>{day(row.from)}</Table.Td>
              <Table.Td>{day(row.to)}</Table.Td>
              {props.check && <Table.Td>{props.check.cell(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
