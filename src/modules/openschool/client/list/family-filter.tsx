import { useEffect, useState } from 'react';
import { PlainTextInput } from '@/core/client/plain-fields';
import { useTranslation } from '@/core/client/use-translation';
import { familyTextsOf } from '@/modules/openschool/shared/family';
import { RememberedFamilyOffer, useRememberFamily } from '../family/remembered-family';
import classes from './school-list-filters.module.css';

/**
 * The family: each child's birth date or age, comma-separated, placed in each school's system
 * by its cut-off day (as the planner places them), and the day of the move they are placed for.
 * Typed values apply when the field is left or Enter is pressed; without scripts the form sends
 * them as they are. A family applied is remembered, and offered again while none is set.
 */
export function FamilyFilter(props: {
  /** The children as the URL gives them. */
  family: string[];
  move: string | null;
  onChange: (change: { children: string[]; move: string | null }) => void;
}) {
  const { t } = useTranslation('openschool');
  const shown = props.family.join(', ');
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const [move, setMove] = useState(props.move ?? '');
  useEffect(() => setMove(props.move ?? ''), [props.move]);
  const rememberFamily = useRememberFamily();
  const change = (family: { children: string[]; move: string | null }) => {
    rememberFamily(family);
    props.onChange(family);
  };
  const apply = () => {
    const children = familyTextsOf(text);
    const day = move.trim() || null;
    if (children.join(',') !== props.family.join(',') || day !== props.move) change({ children, move: day });
  };
  return (
    <div className={classes.fields}>
      {props.family.length === 0 && <RememberedFamilyOffer onUse={change} />}
      <PlainTextInput
        name="children"
        label={t('filters.family.label')}
        description={t('filters.family.description')}
        placeholder={t('filters.family.placeholder')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={apply}
      />
      <PlainTextInput
        type="date"
        name="move"
        label={t('filters.family.move')}
        description={t('filters.family.moveHelp')}
        value={move}
        onChange={(event) => setMove(event.currentTarget.value)}
        onBlur={apply}
      />
    </div>
  );
}
