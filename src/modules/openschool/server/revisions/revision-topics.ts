// What a school's page names a change by, in the order a parent reads a school (its form's
// order): each topic once, however many of its fields changed. The coordinates are one
// `location`, the age range one `ages`.
const TOPICS: readonly (readonly [topic: string, fields: readonly string[]])[] = [
  ['name', ['name']],
  ['countryCode', ['countryCode']],
  ['city', ['city']],
  ['address', ['address']],
  ['location', ['latitude', 'longitude']],
  ['website', ['website']],
  ['email', ['email']],
  ['phone', ['phone']],
  ['curriculums', ['curriculums']],
  ['languages', ['languages']],
  ['ages', ['ageFrom', 'ageTo']],
  ['gradeSystem', ['gradeSystem']],
  ['accreditations', ['accreditations']],
  ['boarding', ['boarding']],
  ['description', ['description']],
  ['foundedYear', ['foundedYear']],
  ['studentCount', ['studentCount']],
  ['avgClassSize', ['avgClassSize']],
  ['fees', ['fees']],
  ['admissions', ['admissions']],
  ['lastVerifiedAt', ['lastVerifiedAt']],
  ['verifiedSource', ['verifiedSource']],
  ['status', ['status']],
  ['photos', ['photos']],
];

const TOPIC_OF = new Map(TOPICS.flatMap(([topic, fields]) => fields.map((field) => [field, topic])));
const RANK = new Map(TOPICS.map(([topic], index) => [topic, index]));

/**
 * The topics a revision's changes (`[{ field, before, after }]`) touched, each once, in reading
 * order; a field no topic knows comes last, under its own name.
 */
export function revisionTopics(changes: unknown): string[] {
  if (!Array.isArray(changes)) return [];
  const fields = changes
    .map((change) => (change as { field?: unknown } | null)?.field)
    .filter((field): field is string => typeof field === 'string');
  const topics = [...new Set(fields.map((field) => TOPIC_OF.get(field) ?? field))];
  const rank = (topic: string) => RANK.get(topic) ?? TOPICS.length;
  // A stable sort: unknown fields keep the order they came in.
  return topics.sort((a, b) => rank(a) - rank(b));
}
