import { Badge } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import { LANGUAGES } from '@/core/shared/languages';
import type { UserStatus } from '@/modules/user/shared/admin/user-admin-schemas';

const STATUS_COLORS: Record<UserStatus, string> = {
  active: 'green',
  pending: 'yellow',
  locked: 'red',
  closed: 'gray',
};

/** An account's status as a coloured badge, its text translated. */
export function UserStatusBadge(props: { status: UserStatus }) {
  const { t } = useTranslation('user-admin');
  return (
    // max-content: a narrow table column must not cut the word short.
    <Badge variant="light" color={STATUS_COLORS[props.status]} autoContrast miw="max-content">
      {t(`users.statuses.${props.status}`)}
    </Badge>
  );
}

const LANGUAGE_LABELS = new Map<string, string>(
  LANGUAGES.map((language) => [language.languageCode, language.label]),
);

/** A language code as its own name (`sv` → Svenska); an unknown code as it is. */
export const languageLabel = (code: string) => LANGUAGE_LABELS.get(code) ?? code;

export const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language.languageCode,
  label: language.label,
}));
