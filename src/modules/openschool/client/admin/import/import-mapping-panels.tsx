import {
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import { LIST_COLUMN_FIELDS, type ListColumnField } from '@/modules/openschool/shared/import/list-columns';
import { useDirectoryChoices } from '../schools/use-directory-choices';
import { settingsValuesOf } from './import-settings-values';
import type { SchoolImportView } from './school-import.query';
import type { SchoolImportPreview } from './use-school-import-preview';

interface PanelProps {
  view: SchoolImportView;
  preview: SchoolImportPreview;
}

/** A list's columns: what each is read as, a sample, and a choice for those not recognised. */
export function ImportColumnsPanel(props: PanelProps) {
  const { t } = useTranslation('openschool-admin');
  const errorText = useErrorText();
  const { view, preview } = props;
  const [fields, setFields] = useState(() => settingsValuesOf(view).columns ?? []);
  if (view.columns.length === 0) return null;
  const fieldOf = (header: string) => fields.find((column) => column.header === header)?.field ?? 'ignore';
  const choose = (header: string, field: ListColumnField) =>
    setFields((current) =>
      current.map((column) => (column.header === header ? { ...column, field } : column)),
    );
  return (
    <MappingPanel
      title={t('import.columnsTitle')}
      intro={
        view.problem && (
          <Alert color="red" role="alert">
            {errorText(view.problem)}
          </Alert>
        )
      }
      headers={[t('import.column'), t('import.sample'), t('import.readAs')]}
      apply={
        <Button
          variant="light"
          loading={preview.busy}
          onClick={() => preview.updateSettings({ ...settingsValuesOf(view), columns: fields })}
        >
          {t('import.apply')}
        </Button>
      }
    >
      {view.columns.map((column) => (
        <Table.Tr key={column.header}>
          <Table.Th scope="row">{column.header}</Table.Th>
          <Table.Td>{column.sample ?? '—'}</Table.Td>
          <Table.Td>
            <Select
              aria-label={t('import.readAsColumn', { column: column.header })}
              data={LIST_COLUMN_FIELDS.map((field) => ({
                value: field,
                label: t(`import.columnFields.${field}`),
              }))}
              value={fieldOf(column.header)}
              onChange={(field) => field && choose(column.header, field as ListColumnField)}
              allowDeselect={false}
              size="xs"
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </MappingPanel>
  );
}

/** The list's programme names, the curriculums each is read as, and a choice that is remembered. */
export function ImportProgrammesPanel(props: PanelProps) {
  const { t } = useTranslation('openschool-admin');
  const { curriculums } = useDirectoryChoices();
  const { view, preview } = props;
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  if (view.programmes.length === 0) return null;
  const changed = Object.entries(chosen).map(([programme, slugs]) => ({ programme, curriculums: slugs }));
  return (
    <MappingPanel
      title={t('import.programmesTitle')}
      intro={<Text size="sm">{t('import.programmesHelp')}</Text>}
      headers={[t('import.programme'), t('import.rowsCount'), t('import.curriculums')]}
      apply={
        <Button
          variant="light"
          disabled={changed.length === 0}
          loading={preview.busy}
          onClick={async () => {
            if (await preview.updateSettings({ ...settingsValuesOf(view), programmes: changed }))
              setChosen({});
          }}
        >
          {t('import.apply')}
        </Button>
      }
    >
      {view.programmes.map((programme) => (
        <Table.Tr key={programme.programme}>
          <Table.Th scope="row">
            {programme.programme}{' '}
            <Badge variant="outline" color={programme.readAs ? 'gray.8' : 'red.9'} size="sm">
              {t(`import.readAsKinds.${programme.readAs ?? 'unknown'}`)}
            </Badge>
          </Table.Th>
          <Table.Td>{programme.rows}</Table.Td>
          <Table.Td>
            <MultiSelect
              aria-label={t('import.curriculumsOf', { programme: programme.programme })}
              data={curriculums.map((curriculum) => ({
                value: curriculum.slug,
                label: curriculum.name,
              }))}
              value={chosen[programme.programme] ?? programme.curriculums}
              onChange={(slugs) => setChosen((current) => ({ ...current, [programme.programme]: slugs }))}
              searchable
              size="xs"
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </MappingPanel>
  );
}

interface MappingPanelProps {
  title: string;
  intro: ReactNode;
  headers: [string, string, string];
  apply: ReactNode;
  children: ReactNode;
}

/** A mapping table: one row per name found in the list, what it is read as, and the button that applies the choices. */
function MappingPanel(props: MappingPanelProps) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.intro}
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {props.headers.map((header) => (
                  <Table.Th key={header} scope="col">
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{props.children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>{props.apply}</Group>
      </Stack>
    </Paper>
  );
}

/** Schools of one operator or chain, imported or skipped together in one click. */
export function ImportOperatorsPanel(props: PanelProps) {
  const { t } = useTranslation('openschool-admin');
  const { view, preview } = props;
  if (view.operators.length === 0) return null;
  const toggle = (operator: string, include: boolean) =>
    preview.updateSettings({
      ...settingsValuesOf(view),
      operators: view.operators.map((entry) => ({
        operator: entry.operator,
        action:
          entry.operator === operator ? (include ? 'import' : 'skip') : (entry.action as 'import' | 'skip'),
      })),
    });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('import.operatorsTitle')}
        </Title>
        <Text size="sm">{t('import.operatorsHelp')}</Text>
        {view.operators.map((operator) => (
          <Group key={operator.operator} justify="space-between" wrap="wrap">
            <Text>
              {operator.operator} · {t('import.operatorRows', { count: operator.rows })}{' '}
              {operator.lowCostChain && (
                <Badge variant="outline" color="red.9" size="sm">
                  {t('import.lowCostChain')}
                </Badge>
              )}
            </Text>
            <Switch
              label={t('import.operatorImport')}
              checked={operator.action === 'import'}
              disabled={preview.busy}
              onChange={(event) => toggle(operator.operator, event.currentTarget.checked)}
            />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
