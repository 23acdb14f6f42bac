import { Anchor, Badge, CloseButton, Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '../../../../core/shared/languages';
import type { ComparedSchool } from './compare.query';
import { type CompareRow, compareRows } from './compare-rows';
import classes from './compare-table.module.css';

const localeOf = (language: string) =>
  LANGUAGES.find((entry) => entry.languageCode === language)?.localeCode ?? 'en-US';

/** The schools at the best value of a row (lowest fee, highest rating), when they differ on it. */
function winnersOf(row: CompareRow, schools: ComparedSchool[]): Set<string> {
  if (!row.best || schools.length < 2) return new Set();
  const { number, wins } = row.best;
  const known = schools.flatMap((school) => {
    const value = number(school);
    return value === null ? [] : [{ id: school._id, value }];
  });
  if (known.length < 2) return new Set();
  const values = known.map((entry) => entry.value);
  const target = wins === 'lowest' ? Math.min(...values) : Math.max(...values);
  if (values.every((value) => value === target)) return new Set();
  return new Set(known.filter((entry) => entry.value === target).map((entry) => entry.id));
}

/**
 * The schools side by side: one column each (name, link, a way to remove it), one row per
 * feature. Rows where the schools differ are marked (and can be shown alone); the best fee,
 * rating and class size are labelled. On a phone the table scrolls sideways under its labels.
 */
export function CompareTable(props: {
  schools: ComparedSchool[];
  onRemove: (school: ComparedSchool) => void;
}) {
  const { t, i18n } = useTranslation('openschool');
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const { schools } = props;
  const languageNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  const rows = compareRows({
    t,
    locale: localeOf(i18n.language),
    languageName: (code) => languageNames?.of(code) ?? code,
  }).map((row) => ({ row, differs: schools.length > 1 && new Set(schools.map(row.text)).size > 1 }));
  const shown = onlyDifferences ? rows.filter((entry) => entry.differs) : rows;

  return (
    <Stack gap="sm">
      {schools.length > 1 && (
        <Switch
          label={t('compare.onlyDifferences')}
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
        />
      )}
      <Table.ScrollContainer minWidth={160 + schools.length * 200} type="native">
        <Table
          className={classes.table}
          // Few schools: columns of a readable width rather than stretched over the page.
          maw={200 + schools.length * 340}
          withTableBorder
          verticalSpacing="sm"
          data-testid="compare-table"
        >
          <VisuallyHidden component="caption">
            {t('compare.caption', { count: schools.length })}
          </VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.label}>
                {t('compare.feature')}
              </Table.Th>
              {schools.map((school) => (
                <Table.Th scope="col" key={school._id} className={classes.school}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Anchor component={Link} to={`/schools/${school.countrySlug}/${school._id}`} fw={600}>
                      {school.name}
                    </Anchor>
                    <CloseButton
                      aria-label={t('compare.remove', { name: school.name })}
                      onClick={() => props.onRemove(school)}
                    />
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map(({ row, differs }) => {
              const winners = winnersOf(row, schools);
              return (
                <Table.Tr
                  key={row.key}
                  className={differs ? classes.differs : schools.length > 1 ? classes.alike : undefined}
                  data-row={row.key}
                  data-differs={differs || undefined}
                >
                  <Table.Th scope="row" className={classes.label}>
                    {row.label}
                    {differs && (
                      <Text size="xs" fw={500} className={classes.differsNote}>
                        {t('compare.differs')}
                      </Text>
                    )}
                  </Table.Th>
                  {schools.map((school) => (
                    <Table.Td key={school._id} className={classes.school}>
                      {row.cell(school)}
                      {winners.has(school._id) && row.best && (
                        <div>
                          <Badge
                            mt={4}
                            variant="light"
                            color="green"
                            radius="sm"
                            tt="none"
                            className={classes.best}
                          >
                            {row.best.label}
                          </Badge>
                        </div>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
