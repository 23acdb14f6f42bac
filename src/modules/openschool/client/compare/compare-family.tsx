import { Button, Stack, Text } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { FamilyFilter } from '../list/family-filter';

/**
 * The family the comparison is for (`children=`, `move=` in the address), in place of the one
 * child's age: "Your family: …", the fields to change it, and a button that clears it (the age
 * picker then comes back). Decision 100.
 */
export function CompareFamily(props: {
  family: string[];
  move: string | null;
  onChange: (change: { children: string[]; move: string | null }) => void;
}) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const children = props.family.join(', ');
  return (
    <Stack gap="xs" w={340} maw="100%">
      <Text fw={600} data-testid="compare-family">
        {props.move
          ? t('compare.family.summaryMove', { children, date: format.date(props.move) })
          : t('compare.family.summary', { children })}
      </Text>
      <FamilyFilter family={props.family} move={props.move} onChange={props.onChange} />
      <Button
        variant="default"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => props.onChange({ children: [], move: null })}
      >
        {t('compare.family.clear')}
      </Button>
    </Stack>
  );
}
