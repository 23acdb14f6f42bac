import { Badge, Checkbox, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, Fragment, useState } from 'react';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { ShortlistNote } from '../shortlist/shortlist-note';
import type { Shortlist } from '../shortlist/use-shortlist';
import type { ComparedFamily, ComparedSchool, ComparedYear } from './compare.query';
import { ComparePager, PHONE_COLUMNS } from './compare-pager';
import { type CompareRow, compareRows } from './compare-rows';
import classes from './compare-table.module.css';
import { CompareTableHead } from './compare-table-head';
import type { VisitorCurrency } from './compare-text';

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
 * rating and class size are labelled. With a child's age, the fees are that school year's;
 * signed in, the parent's notes come first. A phone shows two schools at a time (see the CSS).
 */
export function CompareTable(props: {
  schools: ComparedSchool[];
  /** The child's age the figures are for, null for none. */
  atAge: number | null;
  years: { schoolId: string; fees: ComparedYear }[];
  /** A family's rows (null: none asked), and its children as the parent gave them. */
  family?: ComparedFamily | null;
  familyChildren?: readonly string[];
  shortlist: Shortlist;
  onRemove: (school: ComparedSchool) => void;
  /** The visitor's currency, shown beside the US dollar figures; null for none. */
  visitor?: VisitorCurrency | null;
}) {
  const { t } = useTranslation('openschool');
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [firstShown, setFirstShown] = useState(0);
  const { schools, shortlist } = props;
  const format = useFormat();
  const years = new Map(props.years.map((entry) => [entry.schoolId, entry.fees]));
  const note = (school: ComparedSchool) => {
    const entry = shortlist.entries?.find((item) => item.id === school._id);
    if (!entry)
      return (
        <Text size="sm" c="gray.7">
          {t('compare.values.noteNotListed')}
        </Text>
      );
    return (
      <ShortlistNote
        schoolId={entry.id}
        name={school.name}
        note={entry.note ?? null}
        onSave={(text) => shortlist.setNote(entry.id, text)}
      />
    );
  };
  const rows = compareRows(
    { t, format, visitor: props.visitor ?? null },
    {
      child: props.atAge === null ? null : { age: props.atAge, years },
      family: props.family ? { children: props.familyChildren ?? [], rows: props.family } : null,
      note: shortlist.signedIn && shortlist.entries ? note : null,
    },
  ).map((row) => ({ row, differs: schools.length > 1 && new Set(schools.map(row.text)).size > 1 }));
  const shown = onlyDifferences ? rows.filter((entry) => entry.differs || entry.row.always) : rows;
  // A phone's two columns: from the one chosen, kept in range as schools leave.
  const first = Math.max(0, Math.min(firstShown, schools.length - PHONE_COLUMNS));
  const offscreen = (index: number) => index < first || index >= first + PHONE_COLUMNS;

  return (
    <Stack gap="sm">
      {schools.length > 1 && (
        <Checkbox
          label={t('compare.onlyDifferences')}
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
        />
      )}
      {schools.length > PHONE_COLUMNS && (
        <ComparePager first={first} count={schools.length} onChange={setFirstShown} />
      )}
      <div className={classes.frame} style={{ '--compare-columns': schools.length } as CSSProperties}>
        <Table className={classes.table} withTableBorder verticalSpacing="sm" data-testid="compare-table">
          <VisuallyHidden component="caption">
            {t('compare.caption', { count: schools.length })}
          </VisuallyHidden>
          <CompareTableHead schools={schools} offscreen={offscreen} onRemove={props.onRemove} />
          <Table.Tbody>
            {shown.map(({ row, differs }) => {
              const winners = winnersOf(row, schools);
              const marks = differs
                ? classes.differs
                : schools.length > 1 && !row.always
                  ? classes.alike
                  : '';
              const differsNote = differs && (
                <Text size="xs" fw={500} className={classes.differsNote}>
                  {t('compare.differs')}
                </Text>
              );
              return (
                <Fragment key={row.key}>
                  {/* On a phone, the label on a line of its own, over the values. */}
                  <tr className={`${classes.labelRow} ${marks}`}>
                    {/* As wide as a phone's columns: a wider span would add empty columns there. */}
                    <td colSpan={Math.min(schools.length, PHONE_COLUMNS)}>
                      {row.label}
                      {differsNote}
                    </td>
                  </tr>
                  <Table.Tr className={marks} data-row={row.key} data-differs={differs || undefined}>
                    <Table.Th scope="row" className={classes.label}>
                      {row.label}
                      {differsNote}
                    </Table.Th>
                    {schools.map((school, index) => (
                      <Table.Td
                        key={school._id}
                        className={`${classes.school} ${offscreen(index) ? classes.offscreen : ''}`}
                      >
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
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
