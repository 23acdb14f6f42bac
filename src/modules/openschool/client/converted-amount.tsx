import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/core/client/use-format';
import { moneyOf } from '@/core/shared/format';
import type { ShownCurrency } from './school-card-fields';

/** An amount in US dollars in the visitor's currency, rounded to whole units: an estimate. */
export function ConvertedAmount(props: { usd: number; currency: ShownCurrency; yearly: boolean }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const amount = format.money(
    moneyOf(props.usd * props.currency.unitsPerUsd, props.currency.currency, { whole: true }),
  );
  return (
    <Text size="sm" c="gray.7" ta="right">
      {props.yearly ? t('list.item.converted', { amount }) : t('list.item.convertedOnce', { amount })}
    </Text>
  );
}
