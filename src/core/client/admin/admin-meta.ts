import type { PageMetaSource } from '../meta/page-meta';

/** An admin page's metadata: its title, and never indexed. */
export const adminMeta =
  (titleKey: string): PageMetaSource =>
  ({ t }) => ({ title: t(titleKey, { ns: 'admin' }), noindex: true });
