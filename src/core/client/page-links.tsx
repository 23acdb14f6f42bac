import { Pagination } from '@mantine/core';
import { Link } from 'react-router';

/** The texts of a public list's page links, in the list's own namespace. */
export interface PageLinkLabels {
  /** Names the navigation landmark. */
  label: string;
  page: (page: number) => string;
  previous: string;
  next: string;
}

/**
 * Links to the other pages of a public list: real links (`hrefOf(page)`), so they work without
 * JavaScript and search engines follow them. Nothing when everything fits on one page.
 */
export function PageLinks(props: {
  pageInfo: { count: number; limit: number; page: number };
  hrefOf: (page: number) => string;
  labels: PageLinkLabels;
}) {
  const { pageInfo, hrefOf, labels } = props;
  const total = Math.ceil(pageInfo.count / pageInfo.limit);
  if (total <= 1) return null;
  const linkTo = (page: number) => ({ component: Link, to: hrefOf(page) });
  // Previous and next only: Mantine shows first and last controls only when asked (withEdges).
  const target: Record<string, number> = { previous: pageInfo.page - 1, next: pageInfo.page + 1 };
  return (
    <nav aria-label={labels.label}>
      <Pagination
        value={Math.min(pageInfo.page, total)}
        total={total}
        size="md"
        gap={6}
        siblings={1}
        getItemProps={(page) => ({ ...linkTo(page), 'aria-label': labels.page(page) })}
        getControlProps={(control) => {
          const page = target[control] ?? 0;
          const label = { 'aria-label': control === 'next' ? labels.next : labels.previous };
          // A disabled control stays a button: a link cannot be disabled.
          return page >= 1 && page <= total && page !== pageInfo.page ? { ...linkTo(page), ...label } : label;
        }}
      />
    </nav>
  );
}
