import { Button, CopyButton, Group } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Shortlist } from '../shortlist/use-shortlist';
import type { ComparedSchool } from './compare.query';

/**
 * Under the table: copy the comparison's link, keep on the shortlist the schools a shared link
 * brought, and go back to the list for more.
 */
export function CompareActions(props: { schools: ComparedSchool[]; shortlist: Shortlist }) {
  const { t } = useTranslation('openschool');
  const mounted = useMounted();
  const { shortlist } = props;
  const missing = shortlist.entries ? props.schools.filter((school) => !shortlist.has(school._id)) : [];
  return (
    <Group gap="sm">
      {/* The page's own address: known only in the browser. */}
      {mounted && (
        <CopyButton value={window.location.href}>
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
  );
}
