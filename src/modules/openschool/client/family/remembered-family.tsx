import { useMounted } from '@mantine/hooks';
import { useState } from 'react';
import { PlainButton } from '@/core/client/plain-button';
import { PlainGroup, PlainStack } from '@/core/client/plain-layout';
import { PlainText } from '@/core/client/plain-text';
import { useRememberPreferences } from '@/core/client/preferences/remember-preferences';
import { browserPreferences } from '@/core/client/preferences/remembered-preferences';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { familyTextsOf } from '@/modules/openschool/shared/family';
import { FAMILY_PREFERENCES } from '@/modules/openschool/shared/visitor-preferences';

export interface Family {
  children: string[];
  move: string | null;
}

/**
 * Remembers the family a parent set (in a list's filters, on compare), for this browser and a
 * member's account (decision 103); an empty family leaves the remembered one as it was.
 */
export function useRememberFamily(): (family: Family) => void {
  const remember = useRememberPreferences();
  return (family) => {
    if (family.children.length === 0) return;
    remember({
      [FAMILY_PREFERENCES.children.name]: family.children.join(','),
      [FAMILY_PREFERENCES.move.name]: family.move,
    });
  };
}

/** The family this browser remembers; null for none. */
function rememberedFamily(): Family | null {
  const preferences = browserPreferences();
  const children = familyTextsOf(preferences[FAMILY_PREFERENCES.children.name] ?? null);
  if (children.length === 0) return null;
  return { children, move: preferences[FAMILY_PREFERENCES.move.name] ?? null };
}

/**
 * Where a page reads a family and none is set: the family the parent set last, offered to
 * apply in one click, or to forget. Shown once the page's scripts run: the browser's cookie
 * holds it, and the page the server keeps is the same for every visitor.
 */
export function RememberedFamilyOffer(props: { onUse: (family: Family) => void }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const mounted = useMounted();
  const remember = useRememberPreferences();
  const [forgotten, setForgotten] = useState(false);
  const family = mounted && !forgotten ? rememberedFamily() : null;
  if (!family) return null;
  const children = family.children.join(', ');
  const forget = () => {
    remember({ [FAMILY_PREFERENCES.children.name]: null, [FAMILY_PREFERENCES.move.name]: null });
    setForgotten(true);
  };
  return (
    <PlainStack gap={4} data-testid="remembered-family">
      <PlainText size="sm">
        {family.move
          ? t('family.remembered.summaryMove', { children, date: format.date(family.move) })
          : t('family.remembered.summary', { children })}
      </PlainText>
      <PlainGroup gap="xs">
        <PlainButton variant="light" size="compact-sm" onClick={() => props.onUse(family)}>
          {t('family.remembered.use')}
        </PlainButton>
        <PlainButton variant="subtle" size="compact-sm" onClick={forget}>
          {t('family.remembered.forget')}
        </PlainButton>
      </PlainGroup>
    </PlainStack>
  );
}
