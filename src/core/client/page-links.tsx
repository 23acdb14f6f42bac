import { usePagination } from '@mantine/hooks';
import { Link } from 'react-router';
import classes from './page-links.module.css';

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
 * JavaScript and search engines follow them; the current page's says so (`aria-current`). The
 * pages shown are Mantine's (`usePagination`: the first and last, the current one and one on each
 * side, dots between), in the look of its Pagination (page-links.module.css) as plain elements.
 * Nothing when everything fits on one page.
 */
export function PageLinks(props: {
  pageInfo: { count: number; limit: number; page: number };
  hrefOf: (page: number) => string;
  labels: PageLinkLabels;
}) {
  const { pageInfo, hrefOf, labels } = props;
  const total = Math.max(1, Math.ceil(pageInfo.count / pageInfo.limit));
  const active = Math.min(Math.max(pageInfo.page, 1), total);
  const { range } = usePagination({ total, page: active, siblings: 1, boundaries: 1 });
  if (total <= 1) return null;
  return (
    <nav aria-label={labels.label}>
      <ul className={classes.pages}>
        <li>
          <Arrow
            to={active > 1 ? hrefOf(active - 1) : null}
            label={labels.previous}
            path="M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z"
          />
        </li>
        {range.map((item, index) =>
          item === 'dots' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots before and after the current pages.
            <li key={`dots-${index}`} className={classes.dots} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                className={`mantine-focus-auto ${classes.control} ${classes.number}`}
                aria-label={labels.page(item)}
                aria-current={item === active ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <Arrow
            to={active < total ? hrefOf(active + 1) : null}
            label={labels.next}
            path="M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z"
          />
        </li>
      </ul>
    </nav>
  );
}

/** Previous or next: a link, or where there is no such page a disabled button (a link cannot be). */
function Arrow(props: { to: string | null; label: string; path: string }) {
  const icon = (
    <svg viewBox="0 0 16 16" className={classes.arrow} aria-hidden="true">
      <path d={props.path} fill="currentColor" />
    </svg>
  );
  if (props.to === null) {
    return (
      <button type="button" className={classes.control} disabled aria-label={props.label}>
        {icon}
      </button>
    );
  }
  return (
    <Link to={props.to} className={`mantine-focus-auto ${classes.control}`} aria-label={props.label}>
      {icon}
    </Link>
  );
}
