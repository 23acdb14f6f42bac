import { NativeSelect } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';

/** The ages the schools query accepts (`age`, 2 to 19), so any link's age can be shown. */
const AGES = Array.from({ length: 18 }, (_, index) => index + 2);

/**
 * The child the comparison is for: their age at the start of the school year. With one, each
 * school shows that school year's name, its tuition and the first year's total; "Any age"
 * clears it and the table shows the schools' tuition ranges again.
 */
export function CompareChildAge(props: { age: number | null; onChange: (age: number | null) => void }) {
  const { t } = useTranslation('openschool');
  return (
    <NativeSelect
      label={t('compare.child.label')}
      description={t('compare.child.description')}
      value={props.age === null ? '' : String(props.age)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        props.onChange(value ? Number(value) : null);
      }}
      data={[
        { value: '', label: t('compare.child.any') },
        ...AGES.map((age) => ({ value: String(age), label: t('filters.age.option', { count: age }) })),
      ]}
      w={340}
      maw="100%"
    />
  );
}
