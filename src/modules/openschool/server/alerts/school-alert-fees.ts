import { serverText } from '@/core/server/i18n/server-text';
import { formatOf } from '@/core/shared/format';
import { matchLanguage } from '@/core/shared/languages';
import { type CurrencyRate, convertMoney } from '@/modules/openschool/shared/money';
import type { FeeInput } from '@/modules/openschool/shared/school-input';

/** A fee as a revision keeps it (`SchoolState.fees`): the amount in the currency's main unit. */
type KeptFee = Pick<
  FeeInput,
  'kind' | 'ageFrom' | 'ageTo' | 'amount' | 'currency' | 'period' | 'academicYear'
>;

/** One fee that changed: before and after (one of them absent when the fee is new or gone). */
export interface FeeChange {
  before?: KeptFee;
  after?: KeptFee;
}

const band = (fee: KeptFee) => [fee.kind, fee.ageFrom, fee.ageTo, fee.period].join('|');
const same = (a: KeptFee, b: KeptFee) => a.amount === b.amount && a.currency === b.currency;

/**
 * The fees that changed between two lists a revision keeps. A fee is the same fee when its kind,
 * ages and period match, in the same school year, or else in the latest earlier year: a new
 * year's fees read as a change from last year's, which is what a parent wants to know.
 */
export function feeChanges(beforeList: readonly KeptFee[], afterList: readonly KeptFee[]): FeeChange[] {
  const changes: FeeChange[] = [];
  const matched = new Set<KeptFee>();
  for (const after of afterList) {
    const earlier = beforeList
      .filter((old) => band(old) === band(after) && old.academicYear <= after.academicYear)
      .sort((a, b) => b.academicYear.localeCompare(a.academicYear));
    const before = earlier[0];
    if (!before) {
      changes.push({ after });
      continue;
    }
    matched.add(before);
    // Unchanged, or a new year copied from the last one as it was: nothing to tell.
    if (!same(before, after)) changes.push({ before, after });
  }
  for (const before of beforeList) {
    const kept = afterList.some(
      (fee) => band(fee) === band(before) && fee.academicYear === before.academicYear,
    );
    if (!matched.has(before) && !kept) changes.push({ before });
  }
  return changes;
}

/** The parent's currency when an account has none of its own: the one lists show first. */
export const DEFAULT_DISPLAY_CURRENCY = 'USD';

/**
 * Each changed fee as a line in the reader's language: old → new in the school's currency, each
 * followed by about what it is in the parent's (`€15,000 (≈ US$17,400)`), and the change in
 * percent. All numbers come from the one formatting layer of that language.
 */
export function feeChangeLines(
  changes: readonly FeeChange[],
  options: { lang: string; currency: string; rates: ReadonlyMap<string, CurrencyRate> },
): string[] {
  const format = formatOf(matchLanguage(options.lang) ?? 'en');
  const t = (key: string, values: Record<string, string> = {}) => serverText(options.lang, key, values);
  const amount = (fee: KeptFee) => {
    const digits = options.rates.get(fee.currency)?.minorDigits ?? 2;
    const money = {
      amountMinor: Math.round(fee.amount * 10 ** digits),
      currency: fee.currency,
      minorDigits: digits,
    };
    const own = format.money(money);
    if (fee.currency === options.currency) return { text: own, value: fee.amount, theirs: fee.amount };
    const converted = convertMoney(money, options.currency, options.rates);
    const theirs = converted ? converted.amountMinor / 10 ** converted.minorDigits : null;
    return { text: converted ? `${own} (≈ ${format.money(converted)})` : own, value: fee.amount, theirs };
  };
  return changes.map(({ before, after }) => {
    const fee = (after ?? before)!;
    const ages =
      fee.ageFrom === null || fee.ageTo === null
        ? t('openschool:detail.fees.allAges')
        : t('openschool:edit.values.ages', {
            from: format.number(fee.ageFrom),
            to: format.number(fee.ageTo),
          });
    const label = t('openschool:alerts.mail.fee', {
      kind: t(`openschool:detail.fees.kinds.${fee.kind}`),
      ages,
      year: fee.academicYear,
    });
    const period = t(`openschool:detail.fees.per.${fee.period}`);
    if (!before) return t('openschool:alerts.mail.added', { fee: label, after: amount(after!).text, period });
    if (!after)
      return t('openschool:alerts.mail.removed', { fee: label, before: amount(before).text, period });
    const old = amount(before);
    const now = amount(after);
    // Compared in one currency: the school's, or the parent's when the school changed its own.
    const [from, to] = before.currency === after.currency ? [old.value, now.value] : [old.theirs, now.theirs];
    const percent = from && to !== null ? format.percent(((to - from) / from) * 100, { signed: true }) : '';
    return t('openschool:alerts.mail.changed', {
      fee: label,
      before: old.text,
      after: now.text,
      period,
      percent,
    }).replace(/\s*[(（]\s*[)）]/, '');
  });
}
