import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FeeAmount } from './fee-amount';

/** The fields of a school that a list shows. */
export interface SchoolListItem {
  _id: string;
  name: string;
  city: string;
  countrySlug: string;
  countryName: string;
  avgFees: number | null;
}

/** Schools as cards: the name links to the school's page, then city, country and average fee. */
export function SchoolItems(props: { schools: SchoolListItem[]; labelledBy?: string }) {
  return (
    <Stack
      component="ol"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={props.labelledBy}
      data-testid="school-list"
    >
      {props.schools.map((school) => (
        <Paper component="li" key={school._id} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <div>
              <Anchor component={Link} to={`/schools/${school.countrySlug}/${school._id}`} fw={600} fz="lg">
                {school.name}
              </Anchor>
              <Text size="sm" c="gray.7">
                {school.city}, {school.countryName}
              </Text>
            </div>
            <Text fw={500}>
              <FeeAmount avgFees={school.avgFees} />
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
