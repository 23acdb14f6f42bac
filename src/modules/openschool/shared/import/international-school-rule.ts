/**
 * Whether an OpenStreetMap school is an international one (decision 072): a tag says so
 * (`school:type`, `school`, `isced:type` or `operator:type` = `international`, `international=yes`,
 * or an IB / international curriculum in `curriculum`, `school:curriculum` or `education:curriculum`),
 * or its name does, in the languages such schools are named in.
 */
export const INTERNATIONAL_NAME =
  /international|internacional|internationale?|internazionale|internationaal|internasjonal|\bIB World\b|British School|American School|[ée]cole internationale|Deutsche Schule|Lyc[ée]e fran[cç]ais/i;

const TYPE_TAGS = ['school:type', 'school', 'isced:type', 'operator:type'];
const CURRICULUM_TAGS = ['curriculum', 'school:curriculum', 'education:curriculum'];
const INTERNATIONAL_CURRICULUM = /international|\bIB\b|baccalaureate|igcse|cambridge/i;

export function isInternationalSchool(tags: Record<string, unknown>, name: string): boolean {
  const text = (key: string) => (typeof tags[key] === 'string' ? (tags[key] as string) : '');
  if (TYPE_TAGS.some((key) => /(^|;)\s*international\s*($|;)/i.test(text(key)))) return true;
  if (/^yes$/i.test(text('international'))) return true;
  if (CURRICULUM_TAGS.some((key) => INTERNATIONAL_CURRICULUM.test(text(key)))) return true;
  return INTERNATIONAL_NAME.test(name) || INTERNATIONAL_NAME.test(text('name:en'));
}
