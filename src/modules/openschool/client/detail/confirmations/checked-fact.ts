/** A fact of the school page members can confirm or dispute (decision 091). */
export interface CheckedFact {
  /** Its key: `fees:11`, `places:11`, `deadline:August 2027`, `eal`, `sen`. */
  fact: string;
  /** What it is, for the buttons' names: "Year 7", "English support". */
  label: string;
  /** Its value as the page shows it: "€9,500 per year", "Open". */
  shown: string;
  /** A fee's currency: a dispute's amount is in it. */
  currency?: string;
}
