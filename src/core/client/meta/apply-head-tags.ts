import { PAGE_META_ATTRIBUTE } from './head-html';
import type { HeadTag } from './head-tags';

/** Replaces the page's own <head> tags with those of the page now shown (client navigation). */
export function applyHeadTags(document: Document, tags: HeadTag[]): void {
  for (const element of document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`)) element.remove();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      document.title = tag.text;
      continue;
    }
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    if (tag.tag === 'script') element.textContent = tag.text;
    element.setAttribute(PAGE_META_ATTRIBUTE, '');
    document.head.append(element);
  }
}
