import { countryBySlug } from '@/core/server/countries/countries';
import { builder } from '@/core/server/graphql/builder';
import { GRADE_OPTIONS, type GradeOption } from '../reference/grade-repository';
import { citiesOfCountry } from './school-list-repository';

/** Cities offered by the city filter of one country's list, most schools first. */
const CITIES_OFFERED = 300;

const SchoolListGrade = builder.objectRef<GradeOption>('SchoolListGrade').implement({
  description: 'A school year of one system, as the grade filter offers it.',
  fields: (t) => ({
    key: t.string({
      description: 'The value of the `grade` argument of `schools`: `{system}-{code}`.',
      resolve: (grade) => `${grade.system}-${grade.code}`,
    }),
    system: t.exposeString('system', { description: 'UK, US, FR, IB or DE.' }),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    age: t.exposeInt('age', { description: 'Age of a child at the start of that school year.' }),
  }),
});

const SchoolListCity = builder.objectRef<{ city: string; count: number }>('SchoolListCity').implement({
  fields: (t) => ({
    name: t.exposeString('city'),
    count: t.exposeInt('count', { description: 'Listed schools in it.' }),
  }),
});

const SchoolListOptions = builder
  .objectRef<{ grades: GradeOption[]; cities: { city: string; count: number }[] }>('SchoolListOptions')
  .implement({
    description: 'Choices of the school list filters that come from the directory data.',
    fields: (t) => ({
      grades: t.field({ type: [SchoolListGrade], resolve: (options) => options.grades }),
      cities: t.field({
        type: [SchoolListCity],
        description: "The country's cities with listed schools, most first; empty without a country.",
        resolve: (options) => options.cities,
      }),
    }),
  });

builder.queryField('schoolListOptions', (t) =>
  t.field({
    type: SchoolListOptions,
    subGraphs: ['public'],
    description: 'Grades of every system, and the cities of a country (by slug; unknown: none).',
    args: { countrySlug: t.arg.string() },
    resolve: async (_root, args, context) => {
      const country = args.countrySlug ? countryBySlug(args.countrySlug.trim()) : undefined;
      const grades = await context.kept.read(GRADE_OPTIONS);
      const cities = country ? await citiesOfCountry(context.db, country.code, CITIES_OFFERED) : [];
      return { grades, cities };
    },
  }),
);
