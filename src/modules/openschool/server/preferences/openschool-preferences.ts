import type { PreferenceDefinition } from '@/core/server/preferences/preference-definition';
import { familyChildText, familyTextsOf, PLANNER_MAX_CHILDREN } from '@/modules/openschool/shared/family';
import { familyChildSchema, familyMoveSchema } from '@/modules/openschool/shared/family-schemas';
import { CURRENCY_PREFERENCE, FAMILY_PREFERENCES } from '@/modules/openschool/shared/visitor-preferences';

/** Every ISO 4217 code this Node knows; the rates decide which ones a page converts to. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** US dollars are always shown: choosing them is choosing no currency of one's own. */
function readCurrency(value: string): string | null | undefined {
  const code = value.trim().toUpperCase();
  if (code === '' || code === 'USD') return null;
  return CURRENCIES.has(code) ? code : undefined;
}

/** `2014-09-01,7`: every child valid, at most the planner's count; empty forgets the family. */
function readChildren(value: string): string | null | undefined {
  const texts = familyTextsOf(value);
  if (texts.length === 0) return null;
  if (texts.length > PLANNER_MAX_CHILDREN) return undefined;
  const children = texts.map((text) => familyChildSchema.safeParse(text));
  if (children.some((child) => !child.success)) return undefined;
  return children.map((child) => familyChildText(child.data!)).join(',');
}

function readMove(value: string): string | null | undefined {
  if (value.trim() === '') return null;
  return familyMoveSchema.safeParse(value.trim()).success ? value.trim() : undefined;
}

/** The directory's preferences (the manifest's `preferences`): the currency, the family. */
export const OPENSCHOOL_PREFERENCES: PreferenceDefinition[] = [
  { ...CURRENCY_PREFERENCE, read: readCurrency },
  { ...FAMILY_PREFERENCES.children, read: readChildren },
  { ...FAMILY_PREFERENCES.move, read: readMove },
];
