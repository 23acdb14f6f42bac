import { Link } from 'react-router';
import { PlainGroup, PlainSkeleton, PlainStack } from '@/core/client/plain-layout';
import { anchorClassName, PlainText, PlainTitle } from '@/core/client/plain-text';
import { useTranslation } from '@/core/client/use-translation';
import { formatSchoolCount } from '../school-count';
import { SchoolItems } from '../school-items';
import type { HomeQuery } from './home.query';

/** The latest updated schools, or the schools matching the search text. */
export function SchoolList(props: {
  q: string | null;
  page: HomeQuery['schools'] | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('openschool');
  const { q, page } = props;
  const headingId = 'home-schools-heading';
  return (
    <PlainStack component="section" aria-labelledby={headingId} gap="md">
      <div>
        <PlainTitle order={2} id={headingId}>
          {q ? t('home.results.title', { q }) : t('home.latest.title')}
        </PlainTitle>
        {q && page && (
          <PlainGroup gap="md" style={{ marginTop: 4 }}>
            <PlainText c="gray.7">
              {page.approximate
                ? t('list.approximate', { q })
                : t('home.results.count', {
                    count: page.pageInfo.count,
                    formatted: formatSchoolCount(page.pageInfo.count, page.countIsLowerBound, i18n.language),
                  })}
            </PlainText>
            {page.pageInfo.count > 0 && (
              // The list page has the filters (curriculum, fees…) and every page of the results.
              <Link
                to={`/schools?${new URLSearchParams({ q })}`}
                className={anchorClassName}
                style={{ fontWeight: 500 }}
              >
                {t('list.refine')}
              </Link>
            )}
          </PlainGroup>
        )}
      </div>
      {props.loading && !page && <PlainSkeleton height={320} />}
      {page && page.items.length === 0 && (
        <PlainText>{q ? t('home.results.empty', { q }) : t('home.latest.empty')}</PlainText>
      )}
      {page && page.items.length > 0 && <SchoolItems schools={page.items} />}
    </PlainStack>
  );
}
