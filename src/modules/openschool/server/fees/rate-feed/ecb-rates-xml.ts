/** One day's reference rates, as units of each currency one US dollar buys. */
export interface FeedDay {
  /** `2026-11-27` */
  day: string;
  unitsPerUsd: Map<string, number>;
}

// The ECB's files (eurofxref-daily.xml, eurofxref-hist-90d.xml): a <Cube time="…"> per day,
// holding a <Cube currency="USD" rate="1.1596"/> per currency, each rate in units per euro.
const DAY = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>/g;
const RATE = /<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["'](\d{1,12}(?:\.\d{1,12})?)["']\s*\/>/g;

const sixDecimals = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The days of an ECB reference-rate file, newest first, each rate turned from units per euro
 * into units per US dollar (the euro itself included). A day without a US dollar rate cannot be
 * turned and is left out; a file with no usable day answers an empty list.
 */
export function parseEcbRates(xml: string): FeedDay[] {
  const days: FeedDay[] = [];
  for (const [, day, body] of xml.matchAll(DAY)) {
    const perEuro = new Map<string, number>();
    for (const [, currency, rate] of body!.matchAll(RATE)) {
      const value = Number(rate);
      if (value > 0) perEuro.set(currency!, value);
    }
    const usd = perEuro.get('USD');
    if (!usd || Number.isNaN(Date.parse(day!))) continue;
    const unitsPerUsd = new Map<string, number>();
    // The euro is 1 euro; the dollar comes out at 1.
    for (const [currency, rate] of [['EUR', 1] as const, ...perEuro]) {
      const units = sixDecimals(rate / usd);
      // What the table's numeric(18, 6) holds, above zero; anything else is not a real rate.
      if (units > 0 && units < 1e11) unitsPerUsd.set(currency, units);
    }
    days.push({ day: day!, unitsPerUsd });
  }
  return days.sort((a, b) => b.day.localeCompare(a.day));
}
