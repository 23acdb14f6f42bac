import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { NotKnownYet } from '@/modules/openschool/client/edit/not-known-yet';
import { PLAIN_FACTS, plainFactText } from '@/modules/openschool/client/school-profile-fields';
import type { SchoolDetailView } from '../school-detail.query';
import { FactList } from './fact-list';

/** The school's own grade names of an age (`Year 7`), from the equivalence table. */
function gradeNameAt(school: SchoolDetailView, age: number | null): string | undefined {
  const row = school.gradeEquivalence.find((entry) => entry.age === age);
  return row?.grades.find((grade) => grade.system === school.gradeSystem)?.name;
}

/**
 * What a parent checks first: ages and grades, languages, boarding, accreditations, then the plain
 * facts (founded, pupils, class size, teachers: the catalogue's, shown alike everywhere). The
 * ages, languages and boarding a parent filters by say when they are not known yet, with the
 * way to add them; the rest is left out until someone gives it.
 */
export function SchoolFacts(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  const format = useFormat();
  const first = gradeNameAt(school, school.ageFrom);
  const last = gradeNameAt(school, school.ageTo);
  const notKnown = (add: 'it' | 'them') => <NotKnownYet school={school} add={add} inline />;
  const ages =
    school.ageFrom !== null && school.ageTo !== null
      ? t('detail.facts.agesValue', { from: school.ageFrom, to: school.ageTo }) +
        (first && last ? ` (${first} – ${last})` : '')
      : notKnown('them');
  return (
    <FactList
      testId="school-facts"
      facts={[
        { term: t('detail.facts.ages'), value: ages },
        {
          term: t('detail.facts.languages'),
          value: school.languages.length
            ? format.list(school.languages.map(format.languageName))
            : notKnown('them'),
        },
        {
          term: t('detail.facts.boarding'),
          value:
            school.boarding === null
              ? notKnown('it')
              : t(school.boarding ? 'detail.facts.boardingYes' : 'detail.facts.boardingNo'),
        },
        {
          term: t('detail.facts.accreditations'),
          value: school.accreditations.length ? format.list(school.accreditations) : null,
        },
        ...PLAIN_FACTS.map(({ name, display }) => ({
          term: t(`detail.facts.${name}`),
          value: plainFactText(display, school[name], format),
        })),
      ]}
    />
  );
}
