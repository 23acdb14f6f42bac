import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { TFunction, TOptions } from './translator';

/**
 * A translated sentence with elements inside, each named by a tag of the text: "Photo by
 * <photographer>{{name}}</photographer> on <unsplash>Unsplash</unsplash>" renders the element
 * given as `photographer` with the words between the tags as its content. The translation keeps
 * the order of its language; a tag with no element given shows its words alone.
 */
export function TextWithElements(props: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  elements: Record<string, ReactElement>;
}) {
  const text = props.t(props.i18nKey, props.values);
  const parts: ReactNode[] = [];
  let written = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/gs)) {
    const [whole, name = '', words = ''] = match;
    if (match.index > written) parts.push(text.slice(written, match.index));
    const element = props.elements[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, words) : words);
    written = match.index + whole.length;
  }
  if (written < text.length) parts.push(text.slice(written));
  return <>{parts}</>;
}
