import { describe, expect, it } from 'vitest';
import { groupByLetter, letterOf } from './letter-groups';

describe('country letters', () => {
  it('files names under their first letter without accents', () => {
    expect(letterOf('États-Unis', 'fr')).toBe('E');
    expect(letterOf('Österreich', 'de')).toBe('O');
    expect(letterOf(' italy', 'en')).toBe('I');
    expect(letterOf('日本', 'ja')).toBe('日');
  });

  it('groups sorted names, letters in their order of appearance', () => {
    const names = ['Égypte', 'Espagne', 'Estonie', 'France', 'Île Maurice', 'Inde'].map((name) => ({ name }));
    expect(groupByLetter(names, 'fr').map((group) => [group.letter, group.items.length])).toEqual([
      ['E', 3],
      ['F', 1],
      ['I', 2],
    ]);
  });
});
