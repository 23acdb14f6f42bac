import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { PageMetaSource } from './meta/page-meta';
import { buttonClassName } from './plain-button';
import { StatusScreen } from './states/status-screen';

/** Not-found pages carry their title and stay out of search engines. */
export const notFoundMeta: PageMetaSource = ({ t }) => ({ title: t('common:notFound.title'), noindex: true });

/** Shown for any path no route matches; the server answers it with status 404. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen title={t('notFound.title')} text={t('notFound.text')}>
      <Link to="/" className={buttonClassName()}>
        {t('notFound.home')}
      </Link>
    </StatusScreen>
  );
}
