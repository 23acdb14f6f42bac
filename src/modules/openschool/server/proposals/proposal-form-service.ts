import { z } from 'zod';
import { requirePermission, requireSignedIn } from '@/core/server/auth/guard';
import { countryByCode, countryName, listCountries } from '@/core/server/countries/countries';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { hasPermission } from '@/core/shared/permissions';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { curriculumsByTranslatedName } from '../reference/curriculum-names';
import type { CurriculumItem } from '../reference/curriculum-repository';
import { readSchoolState } from '../schools/school-state-repository';
import { editableOf } from './proposal-diff';
import { pendingProposalsOf, schoolFormCurrencies } from './proposal-repository';

/** Everything the school form needs: the school as it is now (null: a new one) and the choices. */
export interface SchoolEditForm {
  school: {
    id: string;
    version: number;
    status: string;
    countrySlug: string;
    input: SchoolInput;
  } | null;
  /** Every curriculum, by group then name as the request's language sorts them (named by GraphQL). */
  curriculums: CurriculumItem[];
  currencies: { code: string; minorDigits: number }[];
  /** Every country, named in the request's language, in that language's order. */
  countries: { code: string; name: string }[];
  /** The user's edits are saved at once (School:publish), not proposed. */
  canPublish: boolean;
  /** The user's own proposals for this school still waiting for an editor. */
  pendingProposals: { id: string; createdAt: Date }[];
}

/**
 * The form of a new school (`id` null, needs `School:create`) or of a school's edit (needs
 * `School:update`); null when there is no such school, or one members may not edit (a draft).
 */
export async function schoolEditForm(
  context: GraphQLContext,
  id: string | null,
): Promise<SchoolEditForm | null> {
  const user = requireSignedIn(context);
  requirePermission(context, id ? 'School:update' : 'School:create');
  const canPublish = hasPermission(context.permissions, 'School:publish');
  let school: SchoolEditForm['school'] = null;
  let pendingProposals: SchoolEditForm['pendingProposals'] = [];
  if (id) {
    const state = z.uuid().safeParse(id).success ? await readSchoolState(context.db, id) : null;
    if (!state || (!canPublish && state.status !== 'published')) return null;
    school = {
      id,
      version: state.version,
      status: state.status,
      countrySlug: countryByCode(state.countryCode)?.slug ?? state.countryCode.toLowerCase(),
      input: editableOf(state),
    };
    pendingProposals = (await pendingProposalsOf(context.db, user.id, id)).map((proposal) => ({
      id: proposal.id,
      createdAt: proposal.createdAt,
    }));
  }
  const collator = new Intl.Collator(context.lang);
  const countries = listCountries()
    .map((country) => ({ code: country.code, name: countryName(country.code, context.lang) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const [curriculums, currencies] = await Promise.all([
    curriculumsByTranslatedName(context),
    schoolFormCurrencies(context.db),
  ]);
  return { school, curriculums, currencies, countries, canPublish, pendingProposals };
}
