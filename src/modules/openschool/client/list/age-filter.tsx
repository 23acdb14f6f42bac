import { nativeOptions } from '@/core/client/native-options';
import { PlainNativeSelect } from '@/core/client/plain-fields';
import { useTranslation } from '@/core/client/use-translation';
import { GRADE_SYSTEMS } from '@/modules/openschool/shared/directory-constants';
import type { ListGrade } from './school-list.query';
import classes from './school-list-filters.module.css';

/** Ages a child starts a school year at, as the grade table has them. */
const AGES = Array.from({ length: 16 }, (_, index) => index + 3);

/**
 * Which schools teach a child: by age at the start of the school year, or by the school year
 * of a system the family knows (UK Year 7 = US Grade 6 = 6e: the same age). One or the other.
 */
export function AgeFilter(props: {
  grades: ListGrade[];
  age: number | null;
  grade: string | null;
  onChange: (change: { age: number | null; grade: string | null }) => void;
}) {
  const { t } = useTranslation('openschool');
  const gradeData = GRADE_SYSTEMS.map((system) => ({
    group: t(`filters.grade.system.${system}`),
    items: props.grades
      .filter((grade) => grade.system === system)
      .map((grade) => ({
        value: grade.key,
        label: t('filters.grade.option', { name: grade.name, age: grade.age }),
      })),
  })).filter((group) => group.items.length > 0);

  return (
    <div className={classes.fields}>
      <PlainNativeSelect
        name="age"
        label={t('filters.age.label')}
        description={t('filters.age.description')}
        value={props.age === null ? '' : String(props.age)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          props.onChange({ age: value ? Number(value) : null, grade: null });
        }}
      >
        {nativeOptions([
          { value: '', label: t('filters.age.any') },
          ...AGES.map((age) => ({ value: String(age), label: t('filters.age.option', { count: age }) })),
        ])}
      </PlainNativeSelect>
      <PlainNativeSelect
        name="grade"
        label={t('filters.grade.label')}
        value={props.grade ?? ''}
        onChange={(event) => props.onChange({ age: null, grade: event.currentTarget.value || null })}
      >
        {nativeOptions([{ value: '', label: t('filters.grade.any') }, ...gradeData])}
      </PlainNativeSelect>
    </div>
  );
}
