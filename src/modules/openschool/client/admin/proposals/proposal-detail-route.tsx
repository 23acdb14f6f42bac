import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useRejectionRows } from '@/core/client/admin/crud/rejection-inputs';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { ChangeTable } from '@/modules/openschool/client/school-changes/change-table';
import { ModerationBadge } from '../ratings/rating-status-badge';
import { useAdminChangeFormat } from '../revisions/use-admin-change-format';
import { DecisionNote, ProposalDecision } from './proposal-decision';
import { type ProposalItem, proposalEntity } from './proposal-entity';
import { ADMIN_PROPOSAL_REVIEW } from './proposal-operations';

export const meta = adminMeta('openschool-admin:proposals.title');

/**
 * /_admin/school-proposals/{_id}: who proposed what and from what source, the changes field by
 * field (before, after), and the decision: approve, reject with a reason, or re-base a
 * proposal the school has moved on from.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  return (
    <AdminDetailPage<ProposalItem>
      entity={proposalEntity}
      listTitle={t('proposals.title')}
      permission="School:list"
    >
      {(proposal) => <ProposalReview proposal={proposal} />}
    </AdminDetailPage>
  );
}

function ProposalReview(props: { proposal: ProposalItem }) {
  const { t } = useTranslation('openschool-admin');
  const format = useAdminChangeFormat();
  const rejectionRows = useRejectionRows();
  const { proposal } = props;
  const { dateTime } = useFormat();
  const { data } = useQuery(ADMIN_PROPOSAL_REVIEW, {
    variables: { id: proposal._id },
    fetchPolicy: 'cache-and-network',
  });
  const review = data?.review;
  return (
    <Stack gap="lg">
      <DetailFields
        rows={[
          [
            t('proposals.school'),
            proposal.schoolId ? (
              <Anchor key="school" component={Link} to={`/_admin/schools/${proposal.schoolId}`}>
                {proposal.schoolName}
              </Anchor>
            ) : (
              t('proposals.newSchoolNamed', { name: proposal.schoolName })
            ),
          ],
          [t('proposals.status'), <ModerationBadge key="status" status={proposal.status} />],
          [t('proposals.author'), proposal.authorEmail ?? t('proposals.deletedAccount')],
          [t('proposals.createdAt'), dateTime(proposal.createdAt)],
          [t('proposals.source'), proposal.source],
          [
            t('proposals.decided'),
            proposal.decidedAt ? `${dateTime(proposal.decidedAt)} · ${proposal.decidedByEmail ?? ''}` : null,
          ],
          ...rejectionRows(proposal, [t('proposals.reason'), proposal.reason]),
        ]}
      />
      {review?.stale && (
        <Alert color="orange" title={t('proposals.staleTitle')} role="alert">
          {t('proposals.staleText', { base: proposal.baseVersion, current: proposal.currentVersion })}
        </Alert>
      )}
      <ProposalDecision proposal={proposal} stale={review?.stale ?? false} />
      <DecisionNote proposal={proposal} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="proposal-changes">
        <Title order={2} size="h4" id="proposal-changes" mb="sm">
          {t('proposals.changes')}
        </Title>
        {!review ? null : review.changes.length === 0 ? (
          <Text size="sm">{t('proposals.noChange')}</Text>
        ) : (
          <ChangeTable changes={review.changes} caption={t('proposals.changesCaption')} {...format} />
        )}
      </Paper>
    </Stack>
  );
}
