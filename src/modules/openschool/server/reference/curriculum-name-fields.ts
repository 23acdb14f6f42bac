import type { AppSchemaTypes } from '@/core/server/graphql/builder';
import { curriculumName } from './curriculum-names';

/** What every public curriculum type names a curriculum by. */
type CurriculumNames = { id: string; slug: string; name: string; shortName: string | null };

type CurriculumFieldBuilder<Shape> = PothosSchemaTypes.ObjectFieldBuilder<AppSchemaTypes, Shape>;

/**
 * A curriculum's id, slug and names in the request's language (decision 099), declared once for
 * the reference's `Curriculum` and compare's `ComparedCurriculum`. Resolvers rather than `expose`:
 * Pothos cannot check an exposed key against a generic parent.
 */
export function curriculumNameFields<Shape extends CurriculumNames>(t: CurriculumFieldBuilder<Shape>) {
  return {
    _id: t.id({ resolve: (curriculum) => curriculum.id }),
    slug: t.string({
      description: 'As in /school-curriculums/{slug}.',
      resolve: (curriculum) => curriculum.slug,
    }),
    name: t.string({
      description: 'In the language of the request; English when it has no translation.',
      resolve: (curriculum, _args, context) => curriculumName(context, curriculum, 'name', curriculum.name),
    }),
    shortName: t.string({
      nullable: true,
      description: 'In the language of the request; English when it has no translation.',
      resolve: (curriculum, _args, context) =>
        curriculum.shortName && curriculumName(context, curriculum, 'shortName', curriculum.shortName),
    }),
  };
}
