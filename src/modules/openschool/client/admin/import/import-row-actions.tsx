import { Button, Group, Menu, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { documentsOf } from '@/core/client/admin/crud/admin-client-entity';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useDebouncedValue } from '@/core/client/use-debounced-value';
import { useTranslation } from '@/core/client/use-translation';
import { schoolListEntity } from '../schools/school-entity';
import { MatchReasons } from './import-row-details';
import type { SchoolImportRowView } from './school-import.query';
import type { SchoolImportPreview } from './use-school-import-preview';

/**
 * What the operator may decide for one row: import it (a row the rules skipped, or an unsure
 * match as a new school), skip it, take it as an existing school, say it is not the school it
 * was matched to, or take the decision back.
 */
export function ImportRowActions(props: { row: SchoolImportRowView; preview: SchoolImportPreview }) {
  const { t } = useTranslation('openschool-admin');
  const { row, preview } = props;
  const [choosing, setChoosing] = useState(false);
  const decide = (action: Parameters<SchoolImportPreview['decide']>[1], schoolId?: string) =>
    preview.decide([row.line], action, schoolId);
  const writable = row.outcome === 'new' || row.outcome === 'match' || row.outcome === 'review';
  const items = [
    (row.includable || row.outcome === 'review') && (
      <Menu.Item key="import" onClick={() => decide('import')}>
        {t(row.outcome === 'review' ? 'import.actions.importNew' : 'import.actions.import')}
      </Menu.Item>
    ),
    row.outcome === 'review' && row.match && (
      <Menu.Item key="same" onClick={() => decide('sameAs', row.match!.schoolId)}>
        {t('import.actions.sameAsMatch', { school: row.match.name })}
      </Menu.Item>
    ),
    writable && (
      <Menu.Item key="choose" onClick={() => setChoosing(true)}>
        {t('import.actions.sameAs')}
      </Menu.Item>
    ),
    row.outcome === 'match' && (
      <Menu.Item key="notSame" onClick={() => decide('notSame')}>
        {t('import.actions.notSame')}
      </Menu.Item>
    ),
    writable && (
      <Menu.Item key="skip" onClick={() => decide('skip')}>
        {t('import.actions.skip')}
      </Menu.Item>
    ),
    row.decision && (
      <Menu.Item key="auto" onClick={() => decide('auto')}>
        {t('import.actions.auto')}
      </Menu.Item>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            loading={preview.busy}
            aria-label={t('import.actions.of', { line: row.line })}
          >
            {t('import.actions.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>{items}</Menu.Dropdown>
      </Menu>
      <SameAsDialog
        row={row}
        opened={choosing}
        onClose={() => setChoosing(false)}
        onChoose={async (schoolId) => {
          setChoosing(false);
          await decide('sameAs', schoolId);
        }}
      />
    </>
  );
}

/** "Same as…": the schools the row may be, likeliest first, or any school found by its name. */
function SameAsDialog(props: {
  row: SchoolImportRowView;
  opened: boolean;
  onClose: () => void;
  onChoose: (schoolId: string) => void;
}) {
  const { t } = useTranslation('openschool-admin');
  const [chosen, setChosen] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const { data } = useQuery(documentsOf(schoolListEntity).list, {
    variables: { list: { q: query || null, limit: 20, sort: 'name' } },
    skip: query.length < 2,
  });
  const found = (data?.page.items ?? []).map((school) => ({
    value: school._id,
    label: `${school.name} — ${school.city}, ${school.countryCode}`,
  }));
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('import.sameAsTitle', { name: props.row.name })}
      size="lg"
    >
      <Stack gap="md">
        {props.row.candidates.length > 0 && (
          <Radio.Group label={t('import.candidates')} value={chosen} onChange={setChosen}>
            <Stack gap="xs" mt="xs">
              {props.row.candidates.map((candidate) => (
                <div key={candidate.schoolId}>
                  <Radio
                    value={candidate.schoolId}
                    label={`${candidate.name} — ${candidate.city} · ${t('import.score', { score: candidate.score })}`}
                  />
                  <MatchReasons match={candidate} />
                </div>
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Select
          label={t('import.findSchool')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={query.length >= 2 ? t('fees.noSchoolFound') : t('fees.typeToSearch')}
          data={found}
          value={found.some((option) => option.value === chosen) ? chosen : null}
          onChange={setChosen}
        />
        <Text size="sm" c="gray.7">
          {t('import.sameAsHelp')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('import.cancel')}
          </Button>
          <Button disabled={!chosen} onClick={() => chosen && props.onChoose(chosen)}>
            {t('import.actions.sameAsConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
