import type { HeadTag } from './head-tags';

/** Marks the tags a page owns, so the browser replaces them on navigation and leaves the rest. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/** The tags as HTML for the server-rendered page. JSON-LD is kept from closing its <script>. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'script')
        return `<script${attributes(tag.attrs)} ${PAGE_META_ATTRIBUTE}>${tag.text.replace(/</g, '\\u003c')}</script>`;
      return `<${tag.tag}${attributes(tag.attrs)} ${PAGE_META_ATTRIBUTE} />`;
    })
    .join('');
}
