/** What search engines show of a page's description: about 160 characters. */
export const DESCRIPTION_MAX = 160;

/**
 * A text as one line for a page's description: headings' `##` marks and line breaks gone, cut
 * at a word before `max` characters with an ellipsis. A text without spaces to cut at (Chinese,
 * Japanese) is cut at the character.
 */
export function descriptionText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text
    .replace(/^#+\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const space = flat.lastIndexOf(' ', max - 1);
  const cut = space >= max / 2 ? space : max - 1;
  return `${flat.slice(0, cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/**
 * Sentences joined into one description, cut as `descriptionText` does; empty parts are left
 * out. A sentence ending in a Chinese or Japanese full stop is followed by no space.
 */
export function describe(parts: ReadonlyArray<string | null | undefined>, max = DESCRIPTION_MAX): string {
  const sentences = parts.flatMap((part) => (part?.trim() ? [part.trim()] : []));
  const text = sentences.reduce(
    (joined, sentence) =>
      joined === '' ? sentence : `${joined}${/[。！？]$/.test(joined) ? '' : ' '}${sentence}`,
    '',
  );
  return descriptionText(text, max);
}
