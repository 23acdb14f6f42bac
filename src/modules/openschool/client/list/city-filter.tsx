import { useEffect, useState } from 'react';
import { nativeOptions } from '@/core/client/native-options';
import { PlainNativeSelect, PlainTextInput } from '@/core/client/plain-fields';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';

/**
 * The city filter: in a country's list, its cities with their number of schools; across all
 * countries, a city typed (accents and case ignored), applied when the field is left or Enter
 * is pressed.
 */
export function CityFilter(props: {
  cities: { name: string; count: number }[];
  city: string | null;
  onChange: (city: string | null) => void;
}) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const [text, setText] = useState(props.city ?? '');
  useEffect(() => setText(props.city ?? ''), [props.city]);

  if (props.cities.length > 0) {
    const options = props.cities.map((city) => ({
      value: city.name,
      label: `${city.name} (${format.number(city.count)})`,
    }));
    // A city from a link that has no school here now: still the one shown.
    if (props.city && !props.cities.some((city) => city.name === props.city)) {
      options.unshift({ value: props.city, label: props.city });
    }
    return (
      <PlainNativeSelect
        name="city"
        label={t('filters.city.label')}
        value={props.city ?? ''}
        onChange={(event) => props.onChange(event.currentTarget.value || null)}
      >
        {nativeOptions([{ value: '', label: t('filters.city.any') }, ...options])}
      </PlainNativeSelect>
    );
  }
  return (
    <PlainTextInput
      name="city"
      label={t('filters.city.label')}
      placeholder={t('filters.city.placeholder')}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => {
        const city = text.trim() || null;
        if (city !== props.city) props.onChange(city);
      }}
    />
  );
}
