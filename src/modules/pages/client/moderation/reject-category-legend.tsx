import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import { REJECT_CATEGORIES } from '@/core/shared/reject-categories';

/** What each kind of refusal means, as moderators apply it. */
export function RejectCategoryLegend() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs" component="section" aria-labelledby="moderation-categories">
      <Title order={2} size="h3" id="moderation-categories">
        {t('pages:moderation.categoriesTitle')}
      </Title>
      <dl>
        {REJECT_CATEGORIES.map((category) => (
          <div key={category}>
            <Text component="dt" fw={600}>
              {t(`moderation.categories.${category}`)}
            </Text>
            <Text component="dd" ms={0} mb="xs">
              {t(`moderation.categoryMeanings.${category}`)}
            </Text>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
