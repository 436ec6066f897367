import { describe, expect, it } from 'vitest';
import { parseArticle } from './article-content';

describe('help article text', () => {
  it('splits paragraphs on blank lines and reads "- " lines as a list', () => {
    expect(parseArticle('First line\ncontinues.\n\n- one\n- two\n\nLast.')).toEqual([
      { kind: 'p', text: 'First line continues.' },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'p', text: 'Last.' },
    ]);
  });
  it('keeps markup as text', () => {
    expect(parseArticle('<script>x</script>')).toEqual([{ kind: 'p', text: '<script>x</script>' }]);
  });
});
