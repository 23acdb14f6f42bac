import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainTable } from '@/core/client/plain-table';
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
      <PlainTable striped data-testid="admission-places">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admissions.detail.schoolYear')}</th>
            <th scope="col">{t('admissions.places.status')}</th>
            <th scope="col">{t('admissions.places.confirmedOn')}</th>
            {checks && <th scope="col">{t('confirmations.column')}</th>}
          </tr>
        </thead>
        <tbody>
          {props.places.map((place) => (
            <tr key={place.age}>
              <th scope="row">{nameOf(place)}</th>
              <td>
                <Badge color={PLACE_COLORS[place.status]} variant="light" c="dark.7">
                  {t(`admissions.placeStatus.${place.status}`)}
                </Badge>
              </td>
              <td>
                {format.date(place.confirmedOn, 'medium')}
                {place.stale && (
                  <Badge ml="xs" color="gray" variant="outline" c="gray.8">
                    {t('admissions.detail.staleBadge')}
                  </Badge>
                )}
              </td>
              {checks && (
                <td>
                  <FactCheck
                    schoolId={props.schoolId}
                    confirmations={props.confirmations}
                    fact={{
                      fact: `places:${place.age}`,
                      label: nameOf(place),
                      shown: t(`admissions.placeStatus.${place.status}`),
                    }}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </PlainTable>
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
      <PlainTable striped data-testid={props.testId}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{name}</th>
            <th scope="col">{from}</th>
            <th scope="col">{to}</th>
            {props.check && <th scope="col">{props.check.header}</th>}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={`${row.name}-${row.from}`}>
              <th scope="row">{row.name}</th>
              <td>{day(row.from)}</td>
              <td>{day(row.to)}</td>
              {props.check && <td>{props.check.cell(row)}</td>}
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </ScrollTable>
  );
}
