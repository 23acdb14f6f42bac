/** A piece of a plain-text document: a heading or a paragraph of lines. */
export type TextBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; lines: string[] };

const HEADING = /^##\s+(.+)$/;

/**
 * Reads the simple format of editable texts: blank lines separate paragraphs, a line starting
 * with `## ` is a heading, other line breaks stay line breaks. Nothing else has a meaning, so
 * whatever an admin types is shown as text, never as markup.
 */
export function parseTextBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) blocks.push({ kind: 'paragraph', lines });
    lines = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    if (heading?.[1]) {
      flush();
      blocks.push({ kind: 'heading', text: heading[1].trim() });
    } else if (line === '') flush();
    else lines.push(line);
  }
  flush();
  return blocks;
}
