import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useRejectionRows } from '@/core/client/admin/crud/rejection-inputs';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type FactCheckItem, factCheckEntity } from './fact-check-entity';
import { FactCheckRemoval } from './fact-check-removal';
import { FactCheckStatusBadge } from './fact-check-status-badge';

export const meta = adminMeta('openschool-admin:factChecks.title');

/**
 * /_admin/fact-checks/{_id}: one confirmation or dispute, who sent it, where it stands; removed
 * here with a kind and a reason. A dispute links to its proposal, where it is reviewed.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const rejectionRows = useRejectionRows();
  const format = useFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : null);
  return (
    <AdminDetailPage<FactCheckItem> entity={factCheckEntity} listTitle={t('factChecks.title')}>
      {(check) => (
        <Stack gap="lg">
          <FactCheckRemoval check={check} />
          <DetailFields
            rows={[
              [
                t('factChecks.school'),
                <Anchor key="school" component={Link} to={`/_admin/schools/${check.schoolId}`}>
                  {check.schoolName}
                </Anchor>,
              ],
              [t('factChecks.kind'), t(`factChecks.kinds.${check.kind}`)],
              [t('factChecks.fact'), check.fact],
              [t('factChecks.value'), check.value],
              [
                t('factChecks.status'),
                <FactCheckStatusBadge key="s" kind={check.kind} status={check.status} />,
              ],
              [t('factChecks.author'), check.authorEmail ?? t('ratings.deletedAccount')],
              [t('factChecks.createdAt'), when(check.createdAt)],
              [t('proposals.source'), check.source],
              [
                t('factChecks.decided'),
                check.decidedAt ? `${when(check.decidedAt)} · ${check.decidedByEmail ?? ''}` : null,
              ],
              ...rejectionRows(check, [t('factChecks.reason'), check.rejectReason]),
              check.kind === 'dispute'
                ? [
                    t('factChecks.proposal'),
                    <Anchor key="proposal" component={Link} to={`/_admin/school-proposals/${check._id}`}>
                      {t('factChecks.openProposal')}
                    </Anchor>,
                  ]
                : [t('factChecks.proposal'), null],
            ]}
          />
        </Stack>
      )}
    </AdminDetailPage>
  );
}
