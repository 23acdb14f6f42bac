import {
  SCHOOL_TOPICS,
  type SchoolFactName,
  schoolFactEntries,
  topicOf,
} from '@/modules/openschool/shared/school-catalogue';

// What a school's page names a change by (shared/school-catalogue.ts): each topic once, however
// many of its fields changed, in the order a parent reads a school.
const TOPIC_OF = new Map<string, string>(
  schoolFactEntries().map(([name]) => [name, topicOf(name as SchoolFactName)]),
);
const RANK = new Map<string, number>(SCHOOL_TOPICS.map((topic, index) => [topic, index]));

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
  const rank = (topic: string) => RANK.get(topic) ?? SCHOOL_TOPICS.length;
  // A stable sort: unknown fields keep the order they came in.
  return topics.sort((a, b) => rank(a) - rank(b));
}
