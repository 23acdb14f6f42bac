import type { AppSchemaTypes } from '@/core/server/graphql/builder';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { requestLoader } from '@/core/server/graphql/request-loader';
import { ExchangeRate } from './exchange-rate.graphql';
import { feeCurrenciesOfSchools } from './school-fee-repository';

/**
 * The currency a school charges its tuition in (its latest academic year's), with its rate; null
 * when it gives no tuition. One query for all the schools of a request that ask: the cards of a
 * list, a school's page.
 */
export const feeCurrencyOfSchool = requestLoader(async (context: Pick<GraphQLContext, 'db'>, ids) => {
  const bySchool = await feeCurrenciesOfSchools(context.db, [...ids]);
  return ids.map((id) => bySchool.get(id) ?? null);
});

type SchoolFieldBuilder<Shape> = PothosSchemaTypes.ObjectFieldBuilder<AppSchemaTypes, Shape>;

/** A school type's `feeCurrency` field, said once for the list's card and the school's page. */
export function feeCurrencyField<Shape extends { id: string }>(t: SchoolFieldBuilder<Shape>) {
  return t.field({
    type: ExchangeRate,
    nullable: true,
    description:
      'The currency it charges tuition in (its latest academic year’s), with its rate: its US dollar figures times `unitsPerUsd` are its own. Null when it gives no tuition.',
    resolve: (school, _args, context) => feeCurrencyOfSchool(context, school.id),
  });
}
