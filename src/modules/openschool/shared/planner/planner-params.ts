import type { RelocationPlanFormValues } from './planner-input';

/** What the planner's address holds, as typed: every value a text, checked by the schema later. */
export interface PlannerParams {
  births: string[];
  moveDate: string;
  countryCode: string;
  city: string;
  curriculum: string;
  budget: string;
  currency: string;
}

/**
 * `?born=2015-08-31,2018-02-01&move=2027-08-15&country=SG&city=Singapore&from=ib-pyp&budget=80000&currency=SGD`:
 * the whole plan is in the address, so a link reproduces it and an account keeps just that.
 */
export function plannerParamsOf(search: URLSearchParams): PlannerParams {
  const text = (name: string) => search.get(name)?.trim() ?? '';
  const births = text('born')
    .split(',')
    .map((birth) => birth.trim());
  return {
    births: births.some(Boolean) ? births : [''],
    moveDate: text('move'),
    countryCode: text('country').toUpperCase(),
    city: text('city'),
    curriculum: text('from'),
    budget: text('budget'),
    currency: text('currency').toUpperCase(),
  };
}

/** The address query of a plan, short parameters first; empty values left out. */
export function plannerSearchOf(params: PlannerParams): string {
  const query = new URLSearchParams();
  const births = params.births.map((birth) => birth.trim()).filter(Boolean);
  if (births.length > 0) query.set('born', births.join(','));
  const pairs: [string, string][] = [
    ['move', params.moveDate],
    ['country', params.countryCode],
    ['city', params.city],
    ['from', params.curriculum],
    ['budget', params.budget],
    ['currency', params.currency],
  ];
  for (const [name, value] of pairs) if (value.trim()) query.set(name, value.trim());
  const text = query.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

/** The planner's input of the address's values, for the shared schema to check. */
export function plannerInputOf(params: PlannerParams): RelocationPlanFormValues {
  const budget = params.budget.trim();
  return {
    children: params.births.map((birthDate) => ({ birthDate })),
    moveDate: params.moveDate,
    countryCode: params.countryCode,
    city: params.city,
    curriculum: params.curriculum,
    budget: budget === '' ? undefined : Number(budget),
    currency: params.currency || 'USD',
  };
}

/** Whether the address asks for a plan at all (an empty planner shows just its form). */
export const asksForPlan = (params: PlannerParams) =>
  params.births.some(Boolean) || params.moveDate !== '' || params.countryCode !== '';
