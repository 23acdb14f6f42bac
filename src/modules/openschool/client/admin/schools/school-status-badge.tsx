import { Badge } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolStatus } from '@/modules/openschool/shared/directory-constants';

// Dark shades: the label stays readable (4.5:1) on the page and on striped table rows.
const COLORS: Record<string, string> = {
  published: '#216e39',
  draft: 'gray.8',
  archived: 'dark.9',
} satisfies Record<SchoolStatus, string>;

/** Published in green, draft in grey, archived in black, as a badge. */
export function SchoolStatusBadge(props: { status: string }) {
  const { t } = useTranslation('openschool-admin');
  return (
    <Badge variant="outline" color={COLORS[props.status]} miw="max-content">
      {t(`schools.statuses.${props.status}`)}
    </Badge>
  );
}

/** Whether the publication gate lets the school into public lists. */
export function ListedBadge(props: { listed: boolean }) {
  const { t } = useTranslation('openschool-admin');
  return (
    <Badge variant="dot" color={props.listed ? 'teal.8' : 'orange.8'} miw="max-content">
      {props.listed ? t('schools.listedYes') : t('schools.listedNo')}
    </Badge>
  );
}
