import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { useErrorText } from '@/core/client/form/use-error-text';
import { nativeOptions } from '@/core/client/native-options';
import { PlainNativeSelect, PlainTextInput } from '@/core/client/plain-fields';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { FEE_BASES, type FeeBasis } from '@/modules/openschool/shared/schools-query';
import { useRememberCurrency } from '../currency/visitor-currency';
import checkboxClasses from './filter-checkboxes.module.css';
import type { ListCurrency } from './school-list.query';
import classes from './school-list-filters.module.css';

/** How long typing pauses before the bounds apply, as the search box waits (spec: 800 ms). */
const TYPING_PAUSE_MS = 800;

const textOf = (value: number | null) => (value === null ? '' : String(value));
const numberOf = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);

/** A bound typed in one currency, in another: through the US dollar, rounded to whole units. */
export function convertBound(
  value: number | null,
  from: ListCurrency | undefined,
  to: ListCurrency | undefined,
) {
  if (value === null || !from || !to || from.currency === to.currency) return value;
  return Math.round((value / from.unitsPerUsd) * to.unitsPerUsd);
}

/**
 * The yearly fee range, in the visitor's currency (any of the exchange rates): the average
 * fee, or with a child's school year that year's tuition or first-year total (`basis`). Typed
 * bounds apply once typing pauses, when the field is left or on Enter; changing the currency
 * converts them, so the range stays the same amount of money.
 */
export function FeeRangeFilter(props: {
  currencies: ListCurrency[];
  currency: string | null;
  feeMin: number | null;
  feeMax: number | null;
  /** Null: the list has no child's school year, and the bounds are the average's. */
  basis: FeeBasis | null;
  /** A family's list: the bounds are the family's first-year total. */
  family?: boolean;
  onChange: (change: {
    currency: string | null;
    feeMin: number | null;
    feeMax: number | null;
    basis?: FeeBasis;
  }) => void;
}) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const basisLabelId = useId();
  const [min, setMin] = useState(textOf(props.feeMin));
  const [max, setMax] = useState(textOf(props.feeMax));
  // The bounds this field applied last: when the URL brings them back, what is typed stays.
  const applied = useRef({ feeMin: props.feeMin, feeMax: props.feeMax });
  // Back/forward, a link or a removed filter changed the bounds: show them.
  useEffect(() => {
    if (props.feeMin !== applied.current.feeMin) setMin(textOf(props.feeMin));
    if (props.feeMax !== applied.current.feeMax) setMax(textOf(props.feeMax));
    applied.current = { feeMin: props.feeMin, feeMax: props.feeMax };
  }, [props.feeMin, props.feeMax]);

  const code = props.currency ?? 'USD';
  const format = useFormat();
  const rates = new Map(props.currencies.map((rate) => [rate.currency, rate]));
  const typedMin = numberOf(min);
  const typedMax = numberOf(max);
  const reversed = typedMin !== null && typedMax !== null && typedMin > typedMax;
  // Applies the typed bounds unless they are reversed or already applied (the URL may not show
  // them yet: a second navigation to the same list would be a second step back).
  const commit = (feeMin = numberOf(min), feeMax = numberOf(max)) => {
    if (feeMin !== null && feeMax !== null && feeMin > feeMax) return;
    if (feeMin === applied.current.feeMin && feeMax === applied.current.feeMax) return;
    applied.current = { feeMin, feeMax };
    props.onChange({ currency: props.currency, feeMin, feeMax });
  };
  const commitWhenPaused = useDebouncedCallback(commit, TYPING_PAUSE_MS);
  const rememberCurrency = useRememberCurrency();
  const changeCurrency = (next: string) => {
    const chosen = next === 'USD' ? null : next;
    // The school pages opened next show their fees in it too.
    rememberCurrency(chosen);
    props.onChange({
      currency: chosen,
      feeMin: convertBound(props.feeMin, rates.get(code), rates.get(next)),
      feeMax: convertBound(props.feeMax, rates.get(code), rates.get(next)),
    });
  };
  const asOf = rates.get(code)?.asOf;
  const bound = (name: 'feeMin' | 'feeMax', value: string, set: (text: string) => void) => ({
    name,
    type: 'number',
    min: 0,
    step: 'any',
    inputMode: 'numeric' as const,
    value,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const text = event.currentTarget.value;
      set(text);
      const typed = numberOf(text);
      commitWhenPaused(name === 'feeMin' ? typed : numberOf(min), name === 'feeMax' ? typed : numberOf(max));
    },
    onBlur: () => {
      commitWhenPaused.cancel();
      commit();
    },
    // Enter submits the form, which applies every filter: nothing is left to apply later.
    onKeyDown: (event: { key: string }) => {
      if (event.key !== 'Enter') return;
      commitWhenPaused.cancel();
      applied.current = { feeMin: numberOf(min), feeMax: numberOf(max) };
    },
  });

  return (
    <fieldset className={`${classes.fields} ${classes.fieldset}`}>
      <legend className={classes.legend}>
        {props.family
          ? t('filters.fees.legendFamily')
          : props.basis
            ? t('filters.fees.legendYear')
            : t('filters.fees.legend')}
      </legend>
      {props.basis && (
        <div role="radiogroup" aria-labelledby={basisLabelId} className={classes.choices}>
          <p id={basisLabelId} className={classes.label}>
            {t('filters.fees.basis.label')}
          </p>
          {FEE_BASES.map((basis) => (
            <label key={basis} className={checkboxClasses.option}>
              <input
                type="radio"
                className={checkboxClasses.box}
                name="basis"
                value={basis}
                checked={props.basis === basis}
                onChange={() =>
                  props.onChange({
                    currency: props.currency,
                    feeMin: props.feeMin,
                    feeMax: props.feeMax,
                    basis,
                  })
                }
              />
              <span>{t(`filters.fees.basis.${basis}`)}</span>
            </label>
          ))}
        </div>
      )}
      <PlainNativeSelect
        name="currency"
        label={t('filters.fees.currency')}
        value={code}
        onChange={(event) => changeCurrency(event.currentTarget.value)}
      >
        {nativeOptions(
          props.currencies.map((rate) => ({
            value: rate.currency,
            label: `${rate.currency} – ${format.currencyName(rate.currency)}`,
          })),
        )}
      </PlainNativeSelect>
      <div className={classes.bounds}>
        <PlainTextInput label={t('filters.fees.min', { currency: code })} {...bound('feeMin', min, setMin)} />
        <PlainTextInput
          label={t('filters.fees.max', { currency: code })}
          error={reversed ? errorText('fee.range.invalid') : undefined}
          {...bound('feeMax', max, setMax)}
        />
      </div>
      {code !== 'USD' && asOf && <p className={classes.note}>{t('filters.fees.rateNote', { date: asOf })}</p>}
    </fieldset>
  );
}
