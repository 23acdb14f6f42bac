import { expect, it, describe as suite } from 'vitest';
import { describe, descriptionText } from './description-text';

suite('descriptionText', () => {
  it('keeps a short text as one line, without heading marks', () => {
    expect(descriptionText('## Who we are\nA directory\nof schools.')).toBe(
      'Who we are A directory of schools.',
    );
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const text = `${'word '.repeat(50)}end`;
    const cut = descriptionText(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word…$/);
  });

  it('cuts a text without spaces at the character', () => {
    const cut = descriptionText('学'.repeat(300));
    expect(cut).toBe(`${'学'.repeat(159)}…`);
  });

  it('drops the punctuation left before the ellipsis', () => {
    expect(descriptionText('one two, three four', 12)).toBe('one two…');
  });
});

suite('describe', () => {
  it('joins the sentences given, leaving out empty ones', () => {
    expect(describe(['12 schools listed.', null, ' ', 'Compare them.'])).toBe(
      '12 schools listed. Compare them.',
    );
  });

  it('puts no space after a Chinese full stop', () => {
    expect(describe(['共收录 12 所学校。', '比较它们。'])).toBe('共收录 12 所学校。比较它们。');
  });
});
