import { foldedWords } from '../matching/name-words';

/** A curriculum as the import names it: by slug, name or short name. */
export interface CurriculumName {
  slug: string;
  name: string;
  shortName: string | null;
}

/** A programme as written, folded: `IB  Diploma` and `ib diploma` are one. */
export const programmeKey = (programme: string) => foldedWords(programme).join(' ');

/**
 * How lists name programmes and curriculums, as the curriculums' slugs. "IB" alone is read as the
 * Diploma Programme, the one most schools that say "IB" teach; the preview shows it for the
 * operator to change.
 */
const USUAL_NAMES: [RegExp, string[]][] = [
  [/^(ib )?(pyp|primary years( programme| program)?)$/, ['ib-pyp']],
  [/^(ib )?(myp|middle years( programme| program)?)$/, ['ib-myp']],
  [/^(ib )?(dp|ibdp|diploma( programme| program)?)$/, ['ib-dp']],
  [/^(ib )?(cp|ibcp|career related( programme| program)?)$/, ['ib-cp']],
  [/^(ib|international baccalaureate|ib world school)$/, ['ib-dp']],
  [
    /^(british|uk|english|british curriculum|english national curriculum|national curriculum( of| for)? england|ncfe)$/,
    ['english-national'],
  ],
  [/^(i ?gcse|gcse|cambridge igcse|edexcel igcse)$/, ['igcse']],
  [/^(gce )?a ?levels?$/, ['a-levels']],
  [/^(cambridge|cambridge international|cambridge assessment international education|caie|cie)$/, ['igcse']],
  [/^eyfs$/, ['eyfs']],
  [/^(american|us|usa|us curriculum|american curriculum|common core)$/, ['american']],
  [/^(ap|advanced placement)$/, ['ap']],
  [/^(french|francais|french curriculum|french national curriculum|aefe|cned)$/, ['french']],
  [/^(french baccalaureate|baccalaureat( francais)?|bac)$/, ['french-bac']],
  [/^(german|deutsch|abitur|dia|german international abitur)$/, ['german']],
  [/^(canadian|ontario|ossd|british columbia|bc)$/, ['canadian']],
  [/^(australian|hsc|vce|wace)$/, ['australian']],
  [/^(indian|cbse)$/, ['cbse']],
  [/^(icse|cisce|isc)$/, ['cisce']],
  [/^(swiss|matura|maturite)$/, ['swiss-matura']],
  [/^(european|european baccalaureate|eb)$/, ['european-bac']],
  [/^(ipc|international primary curriculum)$/, ['ipc']],
  [/^montessori( method)?$/, ['montessori']],
  [/^(spanish|bachillerato)$/, ['spanish']],
  [/^(dutch|ntc)$/, ['dutch']],
  [/^japanese$/, ['japanese']],
  [/^(national|local|host country|host national)$/, ['host-national']],
];

export type ProgrammeReading = 'operator' | 'curriculum' | 'usual' | null;

/**
 * The curriculums a programme name stands for, and how it was read: as the operator mapped it
 * (remembered from an earlier file), as one of the site's curriculums by slug, name or short
 * name, or as lists usually write it; none when unknown.
 */
export function curriculumsOfProgramme(
  programme: string,
  curriculums: readonly CurriculumName[],
  mapped: ReadonlyMap<string, readonly string[]>,
): { slugs: readonly string[]; readAs: ProgrammeReading } {
  const key = programmeKey(programme);
  const chosen = mapped.get(key);
  if (chosen) return { slugs: chosen, readAs: 'operator' };
  const own = curriculums.find((curriculum) =>
    [curriculum.slug, curriculum.name, curriculum.shortName].some(
      (name) => name && programmeKey(name) === key,
    ),
  );
  if (own) return { slugs: [own.slug], readAs: 'curriculum' };
  const usual = USUAL_NAMES.find(([pattern]) => pattern.test(key));
  return usual ? { slugs: usual[1], readAs: 'usual' } : { slugs: [], readAs: null };
}
