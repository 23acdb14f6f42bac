import { Anchor, Code, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolImportMatchView, SchoolImportRowView } from './school-import.query';

/** Warnings with a text of their own; any other is a value left out for the schema's reason. */
const WARNINGS = ['city.fromCoordinates', 'country.fromCoordinates', 'programme.unknown'];

/** A school field as the school form labels it (the coordinates once). */
export const fieldLabelKey = (field: string) =>
  field === 'latitude' || field === 'longitude' ? 'revisions.fields.latitude' : `revisions.fields.${field}`;

/** A match's score and the reasons it weighed, each with its points. */
export function MatchReasons(props: { match: SchoolImportMatchView }) {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  return (
    <List size="xs" spacing={0}>
      {props.match.reasons.map((reason) => (
        <List.Item key={`${reason.code}:${reason.detail}`}>
          {t(`import.why.${reason.code}`, { detail: reason.detail ?? '' })} (
          {reason.points > 0 ? '+' : reason.points < 0 ? '−' : ''}
          {format.number(Math.abs(reason.points))})
        </List.Item>
      ))}
    </List>
  );
}

/** Why a row is skipped or refused, the school it is (and why), what it writes and keeps. */
export function ImportRowDetails(props: { row: SchoolImportRowView }) {
  const { t } = useTranslation('openschool-admin');
  const errorText = useErrorText();
  const format = useFormat();
  const { row } = props;
  const fields = [...new Set(row.fields.map((field) => t(fieldLabelKey(field))))];
  return (
    <>
      {row.reason && <Text size="sm">{t(`import.reasons.${row.reason}`, { line: row.duplicateOf })}</Text>}
      {row.errors.map((error) => (
        <Text size="sm" key={error.field}>
          <Code>{error.field}</Code> {errorText(error.code)}
        </Text>
      ))}
      {row.match && (
        <div>
          <Text size="sm">
            {t(row.outcome === 'review' ? 'import.mayBe' : 'import.is')}{' '}
            <Anchor component={Link} to={`/_admin/schools/${row.match.schoolId}`}>
              {row.match.name}
            </Anchor>{' '}
            · {t('import.score', { score: row.match.score })}
          </Text>
          <MatchReasons match={row.match} />
        </div>
      )}
      {(row.outcome === 'new' || row.outcome === 'match') && (
        <Text size="sm" c="gray.7">
          {fields.length > 0 ? t('import.fills', { fields: format.list(fields) }) : t('import.fillsNothing')}
        </Text>
      )}
      {row.kept.map((kept) => (
        <Text size="sm" c="gray.7" key={kept.field}>
          {t(`import.kept.${kept.field === 'name' ? 'name' : kept.because}`, {
            field: t(fieldLabelKey(kept.field)),
            value: kept.value,
          })}
        </Text>
      ))}
      {row.warnings.map((warning) => (
        <Text size="sm" c="#8a3b00" key={`${warning.field}:${warning.code}:${warning.value}`}>
          {t(
            `import.warnings.${WARNINGS.includes(warning.code) ? warning.code.replace('.', '_') : 'dropped'}`,
            {
              field: t(fieldLabelKey(warning.field)),
              value: warning.value ?? '',
              error: errorText(warning.code),
            },
          )}
        </Text>
      ))}
      {row.signals.length > 0 && (
        <Text size="xs" c="gray.7">
          {t('import.signals', { signals: row.signals.join(', ') })}
        </Text>
      )}
    </>
  );
}
