import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { ChangeTable } from '../school-changes/change-table';
import { formatChangeValue } from '../school-changes/change-values';
import type { EditOutcomeView, SchoolEditFormView } from './school-edit.query';
import { usePublicChangeFormat } from './use-change-format';

/**
 * What became of the edit: live now (an editor's), or waiting for review with the very diff
 * the editor will see.
 */
export function EditSubmitted(props: { outcome: EditOutcomeView; choices: SchoolEditFormView }) {
  const { t } = useTranslation('openschool');
  const { outcome } = props;
  const names = new Map(props.choices.curriculums.map((curriculum) => [curriculum.slug, curriculum.name]));
  const format = usePublicChangeFormat(names);
  const schoolPath = outcome.schoolId ? `/schools/${outcome.countrySlug}/${outcome.schoolId}` : null;
  const proposed = outcome.outcome === 'proposed';
  const title = proposed ? t('edit.result.proposedTitle') : t('edit.result.savedTitle');
  const text = proposed
    ? outcome.schoolId
      ? t('edit.result.proposedText')
      : t('edit.result.proposedNewText')
    : t('edit.result.savedText');
  return (
    <Stack gap="lg">
      <Alert color={proposed ? 'blue' : 'green'} role="status" title={title}>
        {text}
      </Alert>
      {outcome.changes.length > 0 && (
        <ChangeTable
          changes={outcome.changes}
          caption={proposed ? t('edit.result.proposedCaption') : t('edit.result.savedCaption')}
          headers={[t('edit.diff.field'), t('edit.diff.before'), t('edit.diff.after')]}
          labelOf={(field) => t(`form.fields.${field}`, { defaultValue: field })}
          valueOf={(field, value) => formatChangeValue(field, value, format)}
        />
      )}
      <Group gap="lg">
        {schoolPath && (
          <Anchor component={Link} to={schoolPath}>
            {t('edit.result.viewSchool')}
          </Anchor>
        )}
        <Anchor component={Link} to="/schools">
          {t('edit.result.allSchools')}
        </Anchor>
      </Group>
      {proposed && (
        <Text size="sm" c="gray.7">
          {t('edit.result.reviewNote')}
        </Text>
      )}
    </Stack>
  );
}
