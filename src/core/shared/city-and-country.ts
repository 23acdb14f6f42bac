/** A name as people compare it: accents, case, punctuation and spacing set aside. */
const folded = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{Z}\s]+/gu, ' ')
    .trim();

/**
 * Whether a city bears its country's name (Singapore, Monaco, Luxembourg, Gibraltar), compared
 * with the country's name in the page's language.
 */
export function cityNamesCountry(city: string, countryName: string): boolean {
  return folded(city) !== '' && folded(city) === folded(countryName);
}

/**
 * Where a school is, as a line of text: "Lyon, France", but "Singapore" alone for a city that
 * bears its country's name, and the country alone when the city is unknown.
 */
export function cityAndCountry(city: string, countryName: string): string {
  if (!city.trim()) return countryName;
  return cityNamesCountry(city, countryName) ? city.trim() : `${city.trim()}, ${countryName}`;
}
