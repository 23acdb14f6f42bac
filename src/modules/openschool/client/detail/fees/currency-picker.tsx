import { Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { nativeOptions } from '@/core/client/native-options';
import { PlainButton } from '@/core/client/plain-button';
import { PlainNativeSelect } from '@/core/client/plain-fields';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import classes from './fee-table.module.css';

/**
 * Picks the visitor's currency among those the directory has rates for. A plain GET form, so
 * that without JavaScript the button applies the choice; with it, the choice applies at once.
 */
export function CurrencyPicker(props: {
  currencies: readonly string[];
  value: string | null;
  onChange: (currency: string | null) => void;
}) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const options = [
    { value: '', label: t('detail.fees.currency.none') },
    ...props.currencies
      .map((code) => ({ value: code, label: `${code} · ${format.currencyName(code)}` }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  ];
  return (
    <form method="get" onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-end" gap="xs">
        <PlainNativeSelect
          name="currency"
          label={t('detail.fees.currency.label')}
          value={props.value ?? ''}
          onChange={(event) => props.onChange(event.currentTarget.value || null)}
          className={classes.picker}
        >
          {nativeOptions(options)}
        </PlainNativeSelect>
        {!hydrated && (
          <PlainButton type="submit" variant="default">
            {t('detail.fees.currency.apply')}
          </PlainButton>
        )}
      </Group>
    </form>
  );
}
