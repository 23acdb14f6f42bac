import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { PlannedChildItem, RelocationPlanItem } from './planner.query';

type PlacementItem = PlannedChildItem['placements'][number];

/** Why a child lands there: the age on the cut-off day, and what a borderline birth or a varying date means. */
function Explanation(props: { placement: PlacementItem }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { placement } = props;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {/* Born after the cut-off day: no age to give, said plainly (never "Age -1"). */}
        {t(placement.age < 0 ? 'planner.explainUnborn' : 'planner.explain', {
          age: placement.age,
          cutoff: format.date(placement.cutoff, 'long'),
          year: placement.schoolYear.replace('-', '–'),
        })}
      </Text>
      {placement.borderline && placement.alternative && (
        <Text size="sm">{t('planner.explainBorderline', { alternative: placement.alternative.name })}</Text>
      )}
      {placement.cutoffVaries && <Text size="sm">{t('planner.varies')}</Text>}
      {placement.midYear && <Text size="sm">{t('planner.midYear')}</Text>}
      {placement.sourceUrl && (
        <Anchor href={placement.sourceUrl} size="sm" target="_blank" rel="noopener noreferrer">
          {t('planner.source')}
        </Anchor>
      )}
    </Stack>
  );
}

/** Each child's school year in every system the destination's schools teach. */
export function PlannerChildren(props: { plan: RelocationPlanItem }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  return (
    <section aria-labelledby="planner-years">
      <Title order={2} size="h3" id="planner-years" mb="sm">
        {t('planner.years')}
      </Title>
      <Stack gap="md">
        {props.plan.children.map((child) => (
          <Card key={child.index} withBorder>
            <Title order={3} size="h4" mb="xs">
              {t('planner.childBorn', {
                number: child.index + 1,
                date: format.date(child.birthDate, 'medium'),
              })}
            </Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('planner.system')}</Table.Th>
                  <Table.Th>{t('planner.schoolYear')}</Table.Th>
                  <Table.Th>{t('planner.why')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {child.placements.map((placement) => (
                  <Table.Tr
                    key={placement.system}
                    data-testid={`placement-${child.index}-${placement.system}`}
                  >
                    <Table.Td>
                      {t(`planner.systems.${placement.system}`, { defaultValue: placement.system })}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Text fw={600}>
                          {placement.grade?.name ??
                            t(placement.status === 'too-young' ? 'planner.tooYoung' : 'planner.tooOld')}
                        </Text>
                        {placement.borderline && (
                          <Badge color="orange" variant="light" c="dark.7">
                            {t('planner.borderline')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Explanation placement={placement} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
