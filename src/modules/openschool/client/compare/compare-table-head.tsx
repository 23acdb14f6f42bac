import { Anchor, CloseButton, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { ComparedSchool } from './compare.query';
import classes from './compare-table.module.css';

/** The schools' names (links to their pages), each with a way to leave the comparison. */
export function CompareTableHead(props: {
  schools: ComparedSchool[];
  /** Off a phone's screen (it shows two at a time). */
  offscreen: (index: number) => boolean;
  onRemove: (school: ComparedSchool) => void;
}) {
  const { t } = useTranslation('openschool');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col" className={`${classes.label} ${classes.head}`}>
          {t('compare.feature')}
        </Table.Th>
        {props.schools.map((school, index) => (
          <Table.Th
            scope="col"
            key={school._id}
            className={`${classes.school} ${classes.head} ${props.offscreen(index) ? classes.offscreen : ''}`}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
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
  );
}
