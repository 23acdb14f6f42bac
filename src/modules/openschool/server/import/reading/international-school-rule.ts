import { countryByCode } from '@/core/server/countries/countries';

/**
 * What says an OpenStreetMap school is an international one (decision 079). Each signal is
 * named, so the preview shows why a school was taken, and a school without any is shown as left
 * out, for the operator to include.
 */

/** "International school" and the names such schools go by, in the languages they are named in. */
export const INTERNATIONAL_NAME = new RegExp(
  [
    'international',
    'internacional',
    'internationale?',
    'internazionale',
    'internationaal',
    'internasjonal',
    'internasional',
    'antarabangsa',
    'uluslararası',
    'quốc tế',
    'международн',
    'الدولية',
    'นานาชาติ',
    '国际学校',
    '國際學校',
    '国际',
    '國際',
    'インターナショナル',
    '国際',
    '국제',
    '\\bIB World\\b',
    'British School',
    'American School',
    'American Academy',
    'Canadian School',
    'Australian School',
    'European School',
    'École européenne',
    'Europäische Schule',
    '[ée]cole fran[cç]aise',
    'Lyc[ée]e fran[cç]ais',
    'Deutsche Schule',
    'Schweizerschule',
    'Swiss School',
    'Japanese School',
    '日本人学校',
    '한국학교',
    'Korean School',
    'Colegio (Americano|Brit[aá]nico|Alem[aá]n|Franc[eé]s)',
    'Escuela (Americana|Brit[aá]nica|Alemana|Francesa)',
    'Scuola (Americana|Britannica|Svizzera)',
    'United World College',
  ].join('|'),
  'iu',
);

/** Groups that run international schools: a school run by one is an international school. */
const INTERNATIONAL_OPERATORS =
  /English Schools Foundation|\bESF\b|Nord Anglia|Cognita|GEMS Education|Dulwich College|Harrow International|International Schools Partnership|Inspired Education|Taaleem|Yew Chung|\bAEFE\b|enseignement fran[cç]ais à l.étranger|Mission la[iï]que|Auslandsschul|\bZfA\b|Globeducate|Orbital Education|Wellington College|Brighton College|Shrewsbury International|United World College/i;

/**
 * Chains of low-cost local schools that call themselves "international": not what a moving
 * family looks for. Left out unless the operator includes them.
 */
const LOW_COST_CHAINS =
  /Bridge International Academ|NewGlobe|Omega Schools?|APEC Schools?|Rising Academ|SPARK Schools?|EdoBEST|Nova Pioneer/i;

const TYPE_TAGS = ['school:type', 'school', 'isced:type', 'operator:type'];
const CURRICULUM_TAGS = ['curriculum', 'school:curriculum', 'education:curriculum', 'school:program'];
const INTERNATIONAL_CURRICULUM =
  /international|\bIB\b|baccalaur|igcse|cambridge|a.?levels?|british|american|french|german|canadian|australian|\bAP\b|advanced placement/i;
/** Languages international schools teach in, when they are not the country's own. */
const TEACHING_LANGUAGES = new Set([
  'en',
  'fr',
  'de',
  'es',
  'it',
  'ja',
  'ko',
  'zh',
  'nl',
  'sv',
  'no',
  'da',
  'fi',
]);

const NAME_TAGS = /^(name|official_name|alt_name|short_name|int_name|name:[a-z]{2,3}(-[A-Za-z]+)?)$/;

type Tags = Record<string, unknown>;
const text = (tags: Tags, key: string) => (typeof tags[key] === 'string' ? (tags[key] as string) : '');

/** The school's operator, brand or network as it reads: `English Schools Foundation`. */
export function operatorOf(tags: Tags): string | null {
  for (const key of ['operator', 'brand', 'network', 'operator:en', 'brand:en']) {
    const value = text(tags, key).trim();
    if (value) return value;
  }
  return null;
}

/** The languages a school teaches in by its tags: `school:language=english;french`, `language:fr=yes|main`. */
export function teachingLanguagesOf(tags: Tags, codeOfName: (name: string) => string | undefined): string[] {
  const codes = text(tags, 'school:language')
    .split(';')
    .map((name) => codeOfName(name))
    .filter((code): code is string => Boolean(code));
  for (const [key, value] of Object.entries(tags)) {
    const match = /^language:([a-z]{2})$/.exec(key);
    if (match && typeof value === 'string' && /^(yes|main)$/i.test(value)) codes.push(match[1]!);
  }
  return [...new Set(codes)].slice(0, 10);
}

export interface InternationalReading {
  /** What says it is international: `name`, `operator`, `school:type`, `curriculum`, `language:en`. */
  signals: string[];
  lowCostChain: boolean;
}

/** Why this school is (or is not) an international one, in a country whose languages are known. */
export function readInternational(
  tags: Tags,
  languages: string[],
  countryCode: string | undefined,
): InternationalReading {
  const signals: string[] = [];
  const typed = TYPE_TAGS.find((key) => /(^|;)\s*international\s*($|;)/i.test(text(tags, key)));
  if (typed) signals.push(typed);
  if (/^yes$/i.test(text(tags, 'international'))) signals.push('international');
  const curriculum = CURRICULUM_TAGS.find((key) => INTERNATIONAL_CURRICULUM.test(text(tags, key)));
  if (curriculum) signals.push(curriculum);
  const named = Object.keys(tags).find(
    (key) => NAME_TAGS.test(key) && INTERNATIONAL_NAME.test(text(tags, key)),
  );
  if (named) signals.push(named);
  const operator = operatorOf(tags) ?? '';
  if (INTERNATIONAL_OPERATORS.test(operator)) signals.push('operator');
  const own = new Set(countryCode ? (countryByCode(countryCode)?.languages ?? []) : []);
  const foreign = languages.find((code) => TEACHING_LANGUAGES.has(code) && !own.has(code));
  if (foreign && own.size > 0) signals.push(`language:${foreign}`);
  const lowCostChain = LOW_COST_CHAINS.test(operator) || LOW_COST_CHAINS.test(text(tags, 'name'));
  return { signals, lowCostChain };
}
