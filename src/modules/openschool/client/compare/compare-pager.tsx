import { ActionIcon, Group, Text } from '@mantine/core';
import { LineIcon } from '@/core/client/line-icon';
import { useTranslation } from '@/core/client/use-translation';

/** How many schools a phone shows side by side. */
export const PHONE_COLUMNS = 2;

/**
 * On a phone, with more schools than fit side by side: which ones are shown ("Schools 2–3 of
 * 4") and buttons to the previous and next one. Hidden on wider screens, which show them all.
 */
export function ComparePager(props: { first: number; count: number; onChange: (first: number) => void }) {
  const { t } = useTranslation('openschool');
  const { first, count } = props;
  const last = Math.min(count, first + PHONE_COLUMNS);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" hiddenFrom="sm" data-testid="compare-pager">
      <ActionIcon
        variant="default"
        size="lg"
        disabled={first === 0}
        aria-label={t('compare.pager.previous')}
        onClick={() => props.onChange(first - 1)}
      >
        <LineIcon>
          <path d="M15 6l-6 6 6 6" />
        </LineIcon>
      </ActionIcon>
      <Text size="sm" aria-live="polite">
        {t('compare.pager.shown', { from: first + 1, to: last, total: count })}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={last >= count}
        aria-label={t('compare.pager.next')}
        onClick={() => props.onChange(first + 1)}
      >
        <LineIcon>
          <path d="M9 6l6 6-6 6" />
        </LineIcon>
      </ActionIcon>
    </Group>
  );
}
