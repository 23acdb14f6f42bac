import { Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';

/** No school to compare: how to pick some, and the way to the list. */
export function CompareEmpty() {
  const { t } = useTranslation('openschool');
  return (
    <Paper withBorder radius="md" p="xl" data-testid="compare-empty">
      <Title order={2} size="h3">
        {t('compare.empty.title')}
      </Title>
      <Text c="gray.7" mt="xs" maw={560}>
        {t('compare.empty.text')}
      </Text>
      <Button component={Link} to="/schools" mt="md" variant="default">
        {t('compare.empty.action')}
      </Button>
    </Paper>
  );
}
