import { useNavigate } from 'react-router';
import { type ListParams, listPathOf, listSearchOf } from '@/modules/openschool/shared/list-params';

/**
 * Shows the list for new choices: a new URL (so back and forward step through them), back at
 * page 1, without scrolling to the top (the parent is in the filters).
 */
export function useApplyList(countrySlug: string | undefined) {
  const navigate = useNavigate();
  return (params: ListParams, slug: string | undefined = countrySlug) =>
    navigate(`${listPathOf(slug)}${listSearchOf({ ...params, page: 1 })}`, { preventScrollReset: true });
}
