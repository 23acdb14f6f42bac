import { describe, expect, it } from 'vitest';
import { parseTextBlocks } from './text-blocks';

describe('parseTextBlocks', () => {
  it('makes headings of "## " lines and paragraphs of blank-line separated lines', () => {
    const text = 'Intro line one\nline two\n\n\n## What we collect\nYour email.\r\n\r\n##Not a heading';
    expect(parseTextBlocks(text)).toEqual([
      { kind: 'paragraph', lines: ['Intro line one', 'line two'] },
      { kind: 'heading', text: 'What we collect' },
      { kind: 'paragraph', lines: ['Your email.'] },
      { kind: 'paragraph', lines: ['##Not a heading'] },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(parseTextBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', lines: ['<script>alert(1)</script>'] },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(parseTextBlocks('  \n\n ')).toEqual([]);
  });
});
