import type { Random } from './random';

/* Building blocks of the school name styles: templates whose {slots} are drawn at random. */

export type Slot = (random: Random, city: string) => string;
export interface NameStyle {
  /** `{x}` is replaced by what the slot x draws. */
  templates: string[];
  slots: Record<string, Slot>;
}

export const words = (list: string) => list.split(' ');
export const city: Slot = (_random, name) => name;
export const compound =
  (prefixes: string[], suffixes: string[]): Slot =>
  (random) =>
    random.pick(prefixes) + random.pick(suffixes);
// Romance plurals with their article: 'de los Almendros' or 'de las Acacias'.
export const plural =
  (masculine: string[], feminine: string[], articles: [string, string]): Slot =>
  (random) => {
    const index = random.int(0, masculine.length + feminine.length - 1);
    return index < masculine.length
      ? `${articles[0]} ${masculine[index]}`
      : `${articles[1]} ${feminine[index - masculine.length]}`;
  };
// 'Los Almendros' alone, or a place of them: 'Valle de los Almendros'.
export const placeOf =
  (places: string[], alone: Slot, of: Slot, aloneShare = 0.35): Slot =>
  (random, name) => {
    if (random.chance(aloneShare)) {
      const noun = alone(random, name);
      return noun.charAt(0).toUpperCase() + noun.slice(1);
    }
    return `${random.pick(places)} ${of(random, name)}`;
  };

/** Fills one of the style's templates. */
export function renderName(style: NameStyle, random: Random, cityName: string): string {
  return random
    .pick(style.templates)
    .replace(/\{(\w+)\}/g, (_match, slot: string) => style.slots[slot]?.(random, cityName) ?? '');
}
