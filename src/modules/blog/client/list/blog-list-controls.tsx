import { Anchor, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PlainButton } from '@/core/client/plain-button';
import { PlainNativeSelect } from '@/core/client/plain-fields';
import { useTranslation } from '@/core/client/use-translation';
import { isLanguageCode, LANGUAGE_CODES, languageLabel } from '@/core/shared/languages';
import { BLOG_PATH, BLOG_RSS_PATH } from '@/modules/blog/shared/blog-paths';
import classes from './blog-list-controls.module.css';
import { type BlogListParams, blogListSearchOf } from './blog-list-params';

/**
 * The language the posts are written in (all by default; a choice is a new URL, back at page 1),
 * and the feed. A GET form with a native select: with scripts a choice applies at once; without
 * them "Show posts" (in a <noscript>) sends it.
 */
export function BlogListControls(props: { list: BlogListParams }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const choose = (value: string) => {
    const language = isLanguageCode(value) ? value : null;
    navigate(`${BLOG_PATH}${blogListSearchOf({ language, page: 1 })}`);
  };
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <form method="get" action={BLOG_PATH} className={classes.language}>
        <PlainNativeSelect
          name="language"
          label={t('list.language.label')}
          value={props.list.language ?? ''}
          onChange={(event) => choose(event.currentTarget.value)}
          size="md"
          rounded
        >
          <option value="">{t('list.language.all')}</option>
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code}>
              {languageLabel(code)}
            </option>
          ))}
        </PlainNativeSelect>
        <noscript>
          <PlainButton type="submit" variant="light" className={classes.apply}>
            {t('list.language.apply')}
          </PlainButton>
        </noscript>
      </form>
      {/* A file the server serves, not a page of the app: the browser loads it itself. */}
      <Anchor href={BLOG_RSS_PATH} type="application/rss+xml" size="sm">
        {t('list.rss')}
      </Anchor>
    </Group>
  );
}
