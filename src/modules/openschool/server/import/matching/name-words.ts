import anyAscii from 'any-ascii';
import { distance } from 'fastest-levenshtein';

/**
 * The words of school names as the matching reads them. A word is either *generic* — it says
 * what kind of place a school is (school, international, academy…) in one of the languages
 * schools are named in, read as one concept whatever the language — or a stop word, or an
 * abbreviation of a longer word; every other word is *distinctive*: it says which school.
 */

/** Kinds of institution: two names whose kinds differ (a school, a college) are not one school. */
const KIND_WORDS: Record<string, string> = {
  school: 'school',
  schools: 'school',
  schule: 'school',
  escuela: 'school',
  escola: 'school',
  scuola: 'school',
  ecole: 'school',
  skola: 'school',
  skole: 'school',
  skolan: 'school',
  szkola: 'school',
  shkola: 'school',
  okulu: 'school',
  sekolah: 'school',
  madrasa: 'school',
  madrasah: 'school',
  xuexiao: 'school',
  gakko: 'school',
  hakgyo: 'school',
  college: 'college',
  colegio: 'college',
  collegio: 'college',
  kolleg: 'college',
  xueyuan: 'college',
  shuyuan: 'college',
  academy: 'academy',
  academie: 'academy',
  akademie: 'academy',
  academia: 'academy',
  accademia: 'academy',
  akademi: 'academy',
  gakuen: 'academy',
  institute: 'institute',
  institut: 'institute',
  instituto: 'institute',
  istituto: 'institute',
  // A lycée is the French for a (secondary) school: "Lycée français" is the "French School".
  lycee: 'school',
  liceo: 'school',
  gymnasium: 'school',
  gimnazjum: 'school',
  kindergarten: 'kindergarten',
  kindergarden: 'kindergarten',
  preschool: 'kindergarten',
  nursery: 'kindergarten',
  maternelle: 'kindergarten',
  kita: 'kindergarten',
  primary: 'primary',
  elementary: 'primary',
  primaire: 'primary',
  grundschule: 'primary',
  junior: 'junior',
  prep: 'junior',
  preparatory: 'junior',
  secondary: 'secondary',
  high: 'secondary',
  middle: 'secondary',
  senior: 'senior',
};

/** Words that describe any international school and tell none apart. */
const DESCRIPTOR_WORDS: Record<string, string> = {
  international: 'international',
  internationale: 'international',
  internacional: 'international',
  internazionale: 'international',
  internationaal: 'international',
  internasjonal: 'international',
  internasional: 'international',
  internationella: 'international',
  miedzynarodowa: 'international',
  mezhdunarodnaia: 'international',
  mezhdunarodnaya: 'international',
  uluslararasi: 'international',
  antarabangsa: 'international',
  guoji: 'international',
  kokusai: 'international',
  gukje: 'international',
  intanashiyonaru: 'international',
  world: 'world',
  global: 'world',
  campus: 'campus',
  section: 'section',
  bilingual: 'bilingual',
  bilingue: 'bilingual',
  zweisprachige: 'bilingual',
  private: 'private',
  privee: 'private',
  privada: 'private',
  day: 'day',
  boarding: 'boarding',
  community: 'community',
  education: 'education',
  educational: 'education',
  centre: 'centre',
  center: 'centre',
  group: 'group',
  ib: 'ib',
  // Groups that put their initials before their schools' names: "ESF West Island School".
  esf: 'group',
  gems: 'group',
  sabis: 'group',
  uwc: 'group',
  nae: 'group',
  aefe: 'group',
};

/**
 * Nationalities in the languages schools are named in, as the English word: "Lycée français"
 * and "French School" name the same nation. They stay distinctive: the American School is not
 * the British School.
 */
const NATIONALITIES: Record<string, string> = {
  francais: 'french',
  francaise: 'french',
  franzosische: 'french',
  frances: 'french',
  francese: 'french',
  allemand: 'german',
  allemande: 'german',
  deutsche: 'german',
  deutsch: 'german',
  aleman: 'german',
  alemana: 'german',
  alemao: 'german',
  tedesca: 'german',
  americain: 'american',
  americaine: 'american',
  americano: 'american',
  americana: 'american',
  amerikanische: 'american',
  britannique: 'british',
  britanico: 'british',
  britanica: 'british',
  britische: 'british',
  britannica: 'british',
  anglais: 'english',
  inglesa: 'english',
  ingles: 'english',
  englische: 'english',
  japonais: 'japanese',
  japonaise: 'japanese',
  japones: 'japanese',
  japanische: 'japanese',
  suisse: 'swiss',
  schweizer: 'swiss',
  schweizerische: 'swiss',
  suiza: 'swiss',
  svizzera: 'swiss',
  canadien: 'canadian',
  canadienne: 'canadian',
  canadiense: 'canadian',
  australien: 'australian',
  australienne: 'australian',
  coreen: 'korean',
  coreenne: 'korean',
  europeen: 'european',
  europeenne: 'european',
  europaische: 'european',
  europea: 'european',
  europeo: 'european',
  italien: 'italian',
  italienne: 'italian',
  italiana: 'italian',
  espagnol: 'spanish',
  espagnole: 'spanish',
  espanol: 'spanish',
  espanola: 'spanish',
  hollandaise: 'dutch',
  nederlandse: 'dutch',
  norsk: 'norwegian',
  norvegien: 'norwegian',
  svenska: 'swedish',
  suedois: 'swedish',
};

/** Words that join others and say nothing. */
const STOP_WORDS = new Set(
  'the of de du des d la le les l el los las da do dos das der die das den dem und and et y e i in at for a an by on to zu von van'.split(
    ' ',
  ),
);

/** Abbreviations as the longer word they stand for. */
const ABBREVIATIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  sta: 'santa',
  sto: 'santo',
  mt: 'mount',
  intl: 'international',
  int: 'international',
  sch: 'school',
  schl: 'school',
  acad: 'academy',
  coll: 'college',
  jr: 'junior',
  sr: 'senior',
  inst: 'institute',
  ctr: 'centre',
  ctre: 'centre',
};

/**
 * Generic words of names in Chinese, Japanese and Korean as any-ascii writes them: pinyin and
 * Hangul syllables (`Guo Ji Xue Xiao`) joined into one word, kana runs split out of the name.
 */
const TRANSLITERATED_GENERIC: [RegExp, string][] = [
  [/\bguo ji\b/g, 'guoji'],
  [/\bxue xiao\b/g, 'xuexiao'],
  [/\bxue yuan\b/g, 'xueyuan'],
  [/\bshu yuan\b/g, 'shuyuan'],
  [/\bgug je\b/g, 'gukje'],
  [/\bhag gyo\b/g, 'hakgyo'],
  [/intanashiyonarusukuru/g, ' intanashiyonaru school '],
  [/gakuen/g, ' gakuen '],
  [/gakko/g, ' gakko '],
];

export type WordKind = 'kind' | 'descriptor' | 'distinctive';

export interface NameWord {
  /** The word folded: ASCII, lower case, abbreviations written out. */
  text: string;
  kind: WordKind;
  /** For a generic word, the concept it stands for in any language (`ecole` → `school`). */
  concept: string | null;
}

/** A text as ASCII words: accents off, other scripts transliterated, possessives and punctuation gone. */
export function foldedWords(text: string): string[] {
  let ascii = anyAscii(text.normalize('NFKC'))
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/['’`´]s\b/g, '')
    .replace(/\b(l|d|qu|j|n|m|t|s)['’`´](?=[a-z])/g, '$1 ')
    .replace(/['’`´]/g, '');
  for (const [pattern, word] of TRANSLITERATED_GENERIC) ascii = ascii.replace(pattern, word);
  return ascii.split(/[^a-z0-9]+/).filter(Boolean);
}

const GENERIC_WORDS = [...Object.keys(KIND_WORDS), ...Object.keys(DESCRIPTOR_WORDS)];

/** A generic word misspelt by one or two letters ("internatinal", "shcool"), in words of 6 letters or more. */
function misspeltGeneric(word: string): string | undefined {
  if (word.length < 6) return undefined;
  return GENERIC_WORDS.find(
    (generic) =>
      Math.abs(generic.length - word.length) <= 2 && distance(generic, word) <= (word.length >= 9 ? 2 : 1),
  );
}

/** One folded word as the matching reads it; null for a stop word. */
export function nameWordOf(word: string): NameWord | null {
  if (STOP_WORDS.has(word)) return null;
  const written = ABBREVIATIONS[word] ?? NATIONALITIES[word] ?? word;
  const text =
    KIND_WORDS[written] || DESCRIPTOR_WORDS[written] ? written : (misspeltGeneric(written) ?? written);
  const kind = KIND_WORDS[text];
  if (kind) return { text, kind: 'kind', concept: kind };
  const descriptor = DESCRIPTOR_WORDS[text];
  if (descriptor) return { text, kind: 'descriptor', concept: descriptor };
  return { text, kind: 'distinctive', concept: null };
}
