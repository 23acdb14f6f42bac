import type { PageMetaSource } from '@/core/client/meta/page-meta';

/**
 * An account page's title and description (keys of the `user` namespace). The pages of one
 * visitor's own steps (a link from a mail, the profile, a confirmation) stay out of search
 * engines; the sign-in and registration pages are how a visitor finds the site's accounts.
 */
export function accountMeta(
  titleKey: string,
  options: { description?: string; noindex?: boolean } = {},
): PageMetaSource {
  return ({ t }) => ({
    title: t(titleKey, { ns: 'user' }),
    description: options.description ? t(options.description, { ns: 'user' }) : undefined,
    noindex: options.noindex,
  });
}
