import { dataName } from '@/core/server/data-names/data-names';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { localeOf } from '@/core/shared/languages';
import { CURRICULUM_GROUP_NAMES, CURRICULUM_NAMES } from '@/modules/openschool/shared/data-name-entities';
import { CURRICULUMS, type CurriculumItem } from './curriculum-repository';

type NameContext = Pick<GraphQLContext, 'db' | 'lang'>;
type ListContext = Pick<GraphQLContext, 'db' | 'lang' | 'kept'>;
type CurriculumField = 'name' | 'shortName' | 'description';

/** A curriculum's name, short name or description in the request's language (decision 099). */
export function curriculumName(
  context: NameContext,
  curriculum: Pick<CurriculumItem, 'id'>,
  field: CurriculumField,
  english: string,
): Promise<string> {
  return dataName(context, { entity: CURRICULUM_NAMES, thing: curriculum.id, field }, english);
}

/** The heading of a curriculum group (`British`) in the request's language. */
export function curriculumFamilyName(context: NameContext, family: string): Promise<string> {
  return dataName(context, { entity: CURRICULUM_GROUP_NAMES, thing: family, field: 'name' }, family);
}

/** Every curriculum, by translated group then translated name, as the reader's language sorts. */
export async function curriculumsByTranslatedName(context: ListContext): Promise<CurriculumItem[]> {
  const curriculums = await context.kept.read(CURRICULUMS);
  const keyed = await Promise.all(
    curriculums.map(async (curriculum) => ({
      curriculum,
      family: await curriculumFamilyName(context, curriculum.family),
      name: await curriculumName(context, curriculum, 'name', curriculum.name),
    })),
  );
  const collator = new Intl.Collator(localeOf(context.lang));
  return keyed
    .sort((a, b) => collator.compare(a.family, b.family) || collator.compare(a.name, b.name))
    .map((entry) => entry.curriculum);
}
