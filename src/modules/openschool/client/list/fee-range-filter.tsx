import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListCurrency } from './school-list.query';

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
 * The average yearly fee range, in the visitor's currency (any of the exchange rates). The
 * bounds apply when the field is left or Enter is pressed; changing the currency converts them,
 * so the range stays the same amount of money.
 */
export function FeeRangeFilter(props: {
  currencies: ListCurrency[];
  currency: string | null;
  feeMin: number | null;
  feeMax: number | null;
  onChange: (change: { currency: string | null; feeMin: number | null; feeMax: number | null }) => void;
}) {
  const { t, i18n } = useTranslation('openschool');
  const [min, setMin] = useState(textOf(props.feeMin));
  const [max, setMax] = useState(textOf(props.feeMax));
  // Back/forward or a link changed the bounds: show them.
  useEffect(() => setMin(textOf(props.feeMin)), [props.feeMin]);
  useEffect(() => setMax(textOf(props.feeMax)), [props.feeMax]);

  const code = props.currency ?? 'USD';
  const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
  const rates = new Map(props.currencies.map((rate) => [rate.currency, rate]));
  const commit = () => {
    const feeMin = numberOf(min);
    const feeMax = numberOf(max);
    if (feeMin !== props.feeMin || feeMax !== props.feeMax)
      props.onChange({ currency: props.currency, feeMin, feeMax });
  };
  const changeCurrency = (next: string) =>
    props.onChange({
      currency: next === 'USD' ? null : next,
      feeMin: convertBound(props.feeMin, rates.get(code), rates.get(next)),
      feeMax: convertBound(props.feeMax, rates.get(code), rates.get(next)),
    });
  const asOf = rates.get(code)?.asOf;

  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} p={0}>
        {t('filters.fees.legend')}
      </Text>
      <NativeSelect
        name="currency"
        label={t('filters.fees.currency')}
        value={code}
        onChange={(event) => changeCurrency(event.currentTarget.value)}
        data={props.currencies.map((rate) => ({
          value: rate.currency,
          label: `${rate.currency} – ${names.of(rate.currency) ?? rate.currency}`,
        }))}
      />
      <Group gap="xs" grow wrap="nowrap">
        <TextInput
          name="feeMin"
          type="number"
          min={0}
          step="any"
          inputMode="numeric"
          label={t('filters.fees.min', { currency: code })}
          value={min}
          onChange={(event) => setMin(event.currentTarget.value)}
          onBlur={commit}
        />
        <TextInput
          name="feeMax"
          type="number"
          min={0}
          step="any"
          inputMode="numeric"
          label={t('filters.fees.max', { currency: code })}
          value={max}
          onChange={(event) => setMax(event.currentTarget.value)}
          onBlur={commit}
        />
      </Group>
      {code !== 'USD' && asOf && (
        <Text size="xs" c="gray.7">
          {t('filters.fees.rateNote', { date: asOf })}
        </Text>
      )}
    </Stack>
  );
}
