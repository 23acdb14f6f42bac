import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { Shortlist } from '../shortlist/use-shortlist';
import type { ComparedSchool } from './compare.query';

/**
 * Under the table: copy a link that opens the same comparison for anyone (the schools and the
 * child's age; never the parent's notes), keep on the shortlist the schools a shared link
 * brought, and go back to the list for more.
 */
export function CompareActions(props: {
  schools: ComparedSchool[];
  shortlist: Shortlist;
  /** The comparison's search string (`?ids=a,b&age=11`). */
  search: string;
}) {
  const { t } = useTranslation('openschool');
  const mounted = useMounted();
  const { shortlist } = props;
  const missing = shortlist.entries ? props.schools.filter((school) => !shortlist.has(school._id)) : [];
  return (
    <Stack gap={6}>
      <Group gap="sm">
        {/* The site's own address: known only in the browser. */}
        {mounted && (
          <CopyButton value={`${window.location.origin}/compare${props.search}`}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t('compare.copied') : t('compare.copyLink')}
              </Button>
            )}
          </CopyButton>
        )}
        {missing.length > 0 && (
          <Button
            variant="default"
            onClick={async () => {
              for (const school of missing) await shortlist.add({ id: school._id, name: school.name });
            }}
          >
            {t('compare.keep')}
          </Button>
        )}
        <Button component={Link} to="/schools" variant="subtle">
          {t('compare.addMore')}
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {t('compare.shareNote')}
      </Text>
    </Stack>
  );
}
