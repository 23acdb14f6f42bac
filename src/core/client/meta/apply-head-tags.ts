import { PAGE_META_ATTRIBUTE } from './head-html';
import type { HeadTag } from './head-tags';

/** Whether the page's own <head> element is already the tag (its name, attributes and text). */
function isWritten(element: Element, tag: Exclude<HeadTag, { tag: 'title' }>): boolean {
  const attrs = Object.entries(tag.attrs);
  return (
    element.localName === tag.tag &&
    element.attributes.length === attrs.length + 1 &&
    attrs.every(([name, value]) => element.getAttribute(name) === value) &&
    (tag.tag !== 'script' || element.textContent === tag.text)
  );
}

/**
 * Replaces the page's own <head> tags with those of the page now shown (client navigation).
 * Tags that are already there are left alone: the same page's tags computed again (its
 * translations or answers arrived) would otherwise be removed and written anew, some forty
 * elements, for nothing.
 */
export function applyHeadTags(document: Document, tags: HeadTag[]): void {
  const written = [...document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`)];
  const elements = tags.filter((tag) => tag.tag !== 'title');
  const title = tags.find((tag) => tag.tag === 'title');
  if (title && document.title !== title.text) document.title = title.text;
  if (written.length === elements.length && elements.every((tag, index) => isWritten(written[index]!, tag))) {
    return;
  }
  for (const element of written) element.remove();
  for (const tag of elements) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    if (tag.tag === 'script') element.textContent = tag.text;
    element.setAttribute(PAGE_META_ATTRIBUTE, '');
    document.head.append(element);
  }
}
