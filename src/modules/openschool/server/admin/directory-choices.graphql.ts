import { countryName, listCountries } from '@/core/server/countries/countries';
import { builder } from '@/core/server/graphql/builder';
import type { Permission } from '@/core/shared/permissions';
import {
  allCurrencyChoices,
  allCurriculumChoices,
  type CurrencyChoice,
  type CurriculumChoice,
} from './directory-choices-repository';

interface DirectoryChoices {
  countries: { code: string; name: string }[];
  curriculums: CurriculumChoice[];
  currencies: CurrencyChoice[];
}

/**
 * The permissions of the admin pages that show these choices: a school's detail (`School:read`),
 * the admin's school form and the dataset import (`School:publish`: members hold `School:create`
 * and `:update` to propose on the public site, not to use the admin's), the fee form.
 */
const CHOOSERS: Permission[] = ['School:read', 'School:publish', 'SchoolFee:create', 'SchoolFee:update'];

const AdminCountryChoice = builder.objectRef<{ code: string; name: string }>('AdminCountryChoice').implement({
  subGraphs: ['admin'],
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const AdminCurriculumChoice = builder.objectRef<CurriculumChoice>('AdminCurriculumChoice').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    family: t.exposeString('family'),
  }),
});

const AdminCurrencyChoice = builder.objectRef<CurrencyChoice>('AdminCurrencyChoice').implement({
  subGraphs: ['admin'],
  fields: (t) => ({ code: t.exposeString('code'), minorDigits: t.exposeInt('minorDigits') }),
});

const AdminDirectoryChoices = builder.objectRef<DirectoryChoices>('AdminDirectoryChoices').implement({
  subGraphs: ['admin'],
  description: 'What the school and fee forms offer to choose from.',
  fields: (t) => ({
    countries: t.field({ type: [AdminCountryChoice], resolve: (choices) => choices.countries }),
    curriculums: t.field({ type: [AdminCurriculumChoice], resolve: (choices) => choices.curriculums }),
    currencies: t.field({ type: [AdminCurrencyChoice], resolve: (choices) => choices.currencies }),
  }),
});

builder.queryField('adminDirectoryChoices', (t) =>
  t.field({
    type: AdminDirectoryChoices,
    subGraphs: ['admin'],
    description: `Countries (named in the request's language), curriculums and currencies for the school and fee forms. Needs one of ${CHOOSERS.join(', ')}.`,
    authScopes: { anyPermission: CHOOSERS },
    resolve: async (_root, _args, context) => {
      const [curriculums, currencies] = await Promise.all([
        allCurriculumChoices(context.db),
        allCurrencyChoices(context.db),
      ]);
      const countries = listCountries()
        .map((country) => ({ code: country.code, name: countryName(country.code, context.lang) }))
        .sort((a, b) => a.name.localeCompare(b.name, context.lang));
      return { countries, curriculums, currencies };
    },
  }),
);
