/** The letter a name is filed under: its first letter without accents (`É` → `E`), upper case. */
export function letterOf(name: string, locale: string): string {
  const first = [...name.trim()][0] ?? '#';
  const base = first.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return (base || first).toLocaleUpperCase(locale);
}

/**
 * Items grouped by the first letter of their name, groups in the order of their first item:
 * given names already sorted for the language, letters come out in its alphabetical order.
 */
export function groupByLetter<T extends { name: string }>(items: readonly T[], locale: string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = letterOf(item.name, locale);
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups].map(([letter, members]) => ({ letter, items: members }));
}
