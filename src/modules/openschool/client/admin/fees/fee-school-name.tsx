import { useSearchParams } from 'react-router';
import { documentsOf } from '@/core/client/admin/crud/admin-client-entity';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useTranslation } from '@/core/client/use-translation';
import { schoolListEntity } from '../schools/school-entity';

/**
 * The fee list's title: "Fees", or "Fees of <school>" when it is filtered on a school
 * (`?school=<id>`) the admin may read.
 */
export function useFeeListTitle(): string {
  const { t } = useTranslation('openschool-admin');
  const [search] = useSearchParams();
  const { can } = useCurrentUser();
  const id = search.get('school') ?? '';
  const { data } = useQuery(documentsOf(schoolListEntity).item, {
    variables: { id },
    skip: !id || !can('School:read'),
  });
  return data?.item ? t('fees.titleOf', { school: data.item.name }) : t('fees.title');
}
