import { describe, expect, it } from 'vitest';
import { relocationPlanInputSchema } from './planner-input';
import { asksForPlan, plannerInputOf, plannerParamsOf, plannerSearchOf } from './planner-params';

const LINK =
  '?born=2015-08-31,2018-02-01&move=2027-08-15&country=SG&city=Singapore&from=ib-pyp&budget=80000&currency=SGD';

describe('the planner’s address', () => {
  it('holds the whole plan, and gives the same address back', () => {
    const params = plannerParamsOf(new URLSearchParams(LINK));
    expect(params.births).toEqual(['2015-08-31', '2018-02-01']);
    expect(plannerSearchOf(params)).toBe(LINK);
    expect(relocationPlanInputSchema.parse(plannerInputOf(params))).toEqual({
      children: [{ birthDate: '2015-08-31' }, { birthDate: '2018-02-01' }],
      moveDate: '2027-08-15',
      countryCode: 'SG',
      city: 'Singapore',
      curriculum: 'ib-pyp',
      budget: 80_000,
      currency: 'SGD',
    });
  });

  it('leaves out what is not given, and asks for no plan when empty', () => {
    const empty = plannerParamsOf(new URLSearchParams(''));
    expect(asksForPlan(empty)).toBe(false);
    expect(plannerSearchOf(empty)).toBe('');
    const bare = plannerParamsOf(new URLSearchParams('?born=2015-08-31&move=2027-08-15&country=sg'));
    expect(relocationPlanInputSchema.parse(plannerInputOf(bare))).toMatchObject({
      countryCode: 'SG',
      currency: 'USD',
    });
    expect(plannerSearchOf(bare)).toBe('?born=2015-08-31&move=2027-08-15&country=SG');
  });
});
