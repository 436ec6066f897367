import { describe, expect, it } from 'vitest';
import { matchesPatternKind, normalizeBounds, patternRegex } from './patterns.js';
import { PATTERN_IDS, type PatternId } from './system.js';

const passes = (id: PatternId, value: string, min = 0, max = 50) => matchesPatternKind(value, id, min, max);

/** Accepting and rejecting examples of every kind, judged with bounds 0..50. */
const examples: Record<PatternId, { accept: string[]; reject: string[] }> = {
  LENGTH: {
    accept: ['abc', 'สวัสดี', '한국어', 'a b c', '😀', 'P@ss w0rd!'],
    reject: ['line\nbreak', 'tab\there', 'nul\u0000'],
  },
  LETTER_START_ALNUM: {
    accept: ['a', 'abc123', 'Player01', 'Z9'],
    reject: ['1abc', '_abc', 'abc_1', 'ab c', 'jösé', 'abc!'],
  },
  KANJI_DIGITS: {
    accept: ['山田太郎', '東京123', '１２３', '2024', '々'],
    reject: ['やまだ', 'abc', '山田 太郎', 'ヤマダ', '山田-1'],
  },
  EMAIL: {
    accept: [
      'user@example.com',
      'first.last+tag@sub.example.co.th',
      "o'neil@mail.ph",
      'a@b.io',
      'x@xn--mgbh0fb.xn--kgbechtv',
    ],
    reject: [
      'plain',
      '@example.com',
      'user@',
      'user@example',
      'user@@example.com',
      '.user@example.com',
      'us..er@example.com',
      'user.@example.com',
      'user@-example.com',
      'user@example.c',
      'us er@example.com',
      'ผู้ใช้@example.com',
    ],
  },
  LETTERS_OR_DIGITS: { accept: ['abc', '123', 'abc123', 'ABC'], reject: ['abc 123', 'abc-123', 'ก', 'é'] },
  LETTERS_AND_DIGITS: { accept: ['abc123', '1a', 'A1b2'], reject: ['abcdef', '123456', 'abc_123', 'ab 12'] },
  DIGITS: { accept: ['0', '0912345678', '123'], reject: ['12a', '+639', '１２３', '๑๒๓', '1 2', '-1'] },
  ALNUM_UPPER: { accept: ['Abc123', 'ABC', 'aB1'], reject: ['abc123', '123', 'Abc-123', 'ÀBC'] },
  ENGLISH_SPACES: {
    accept: ['John', 'John Smith', 'Mary Ann  Lee'],
    reject: [' John', 'John ', 'John3', 'Jöhn', 'José Rizal', "O'Neil"],
  },
  NO_SPACES: { accept: ['abc', 'a-b_c!', 'สวัสดี', '😀😀'], reject: ['a b', ' a', 'a\u00A0b', 'a\u3000b', 'a\tb'] },
  CHINESE_PUNCT: {
    accept: ['你好', '你好，世界。', '《红楼梦》', '张·三'],
    reject: ['，。', 'hello', '你好!', '你好 世界', '你好1'],
  },
  DATE: {
    accept: ['2024-02-29', '2000-02-29', '1999-12-31', '02-29-2024', '12-31-1999'],
    reject: [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-1-1',
      '2024/01/01',
      '31-12-1999',
      '0000-01-01',
      '20240101',
    ],
  },
  KOREAN: { accept: ['홍길동', '김 민수', 'ㄱㄴ'], reject: ['홍길동1', 'hong', '김  민수', ' 김', '金', 'สวัสดี'] },
  THAI: {
    accept: ['สมชาย', 'สมชาย ใจดี', 'ที่นี่', '๑๒๓'],
    reject: ['somchai', 'สมชาย1', 'สมชาย  ใจดี', 'สมชาย ', '홍길동'],
  },
  UPPERCASE: { accept: ['ABC', 'Z'], reject: ['AbC', 'ABC1', 'AB C', 'ÀB'] },
  PASSWORD_STRONG: {
    accept: ['Passw0rd!', 'aA1#', 'Zz9~long_enough'],
    reject: ['password1!', 'PASSWORD1!', 'Password!', 'Password1', 'Pass w0rd!', 'Pässw0rd!'],
  },
  FULL_NAME: {
    accept: [
      'Juan Dela Cruz',
      'Ma. Clara Santos',
      "Liam O'Neil",
      'Anne-Marie Dupont',
      'José Rizal',
      'สมชาย ใจดี',
      'Nguyễn Văn An',
      'Juan Cruz Jr.',
    ],
    reject: [
      'Juan',
      'Juan  Cruz',
      ' Juan Cruz',
      'Juan Cruz ',
      'Juan Cruz2',
      "Juan 'Cruz",
      'Juan- Cruz',
      'Juan.Cruz',
      '-Juan Cruz',
    ],
  },
  FULLWIDTH_JAPANESE: {
    accept: ['やまだ', 'ヤマダ', '山田太郎', '山田　太郎', 'ＡＢＣ１２３', 'コーヒー', 'ゝ'],
    reject: ['ﾔﾏﾀﾞ', 'yamada', '山田 太郎', '山田123', '　山田', '山田!'],
  },
};

describe('patternRegex: every kind', () => {
  it('has examples for all 18 pattern kinds', () => {
    expect(Object.keys(examples).sort()).toEqual([...PATTERN_IDS].sort());
  });

  for (const id of PATTERN_IDS) {
    const { accept, reject } = examples[id];
    it.each(accept)(`${id} accepts %j`, (value) => expect(passes(id, value)).toBe(true));
    it.each(reject)(`${id} rejects %j`, (value) => expect(passes(id, value)).toBe(false));
  }

  it('returns an anchored regex using the u flag', () => {
    for (const id of PATTERN_IDS) {
      const regex = patternRegex(id, 1, 10);
      expect(regex.flags).toContain('u');
      expect(regex.source.startsWith('^')).toBe(true);
      expect(regex.source.endsWith('$')).toBe(true);
    }
  });
});

describe('length bounds', () => {
  const sample: Record<PatternId, string> = {
    LENGTH: 'x',
    LETTER_START_ALNUM: 'a',
    KANJI_DIGITS: '山',
    EMAIL: '',
    LETTERS_OR_DIGITS: 'a',
    LETTERS_AND_DIGITS: '',
    DIGITS: '7',
    ALNUM_UPPER: 'A',
    ENGLISH_SPACES: 'a',
    NO_SPACES: '!',
    CHINESE_PUNCT: '中',
    DATE: '',
    KOREAN: '한',
    THAI: 'ก',
    UPPERCASE: 'Q',
    PASSWORD_STRONG: '',
    FULL_NAME: '',
    FULLWIDTH_JAPANESE: 'あ',
  };
  const repeatable = PATTERN_IDS.filter((id) => sample[id] !== '');

  it.each(repeatable)('%s accepts exactly min and exactly max characters, and refuses one fewer or one more', (id) => {
    const of = (n: number) => sample[id].repeat(n);
    expect(passes(id, of(6), 6, 12)).toBe(true);
    expect(passes(id, of(12), 6, 12)).toBe(true);
    expect(passes(id, of(5), 6, 12)).toBe(false);
    expect(passes(id, of(13), 6, 12)).toBe(false);
  });

  it('bounds composite kinds too', () => {
    expect(passes('LETTERS_AND_DIGITS', 'abc12', 6, 12)).toBe(false);
    expect(passes('LETTERS_AND_DIGITS', 'abc123', 6, 12)).toBe(true);
    expect(passes('PASSWORD_STRONG', 'Aa1!Aa1', 8, 16)).toBe(false);
    expect(passes('PASSWORD_STRONG', 'Aa1!Aa1!', 8, 16)).toBe(true);
    expect(passes('PASSWORD_STRONG', 'Aa1!Aa1!Aa1!Aa1!x', 8, 16)).toBe(false);
    expect(passes('EMAIL', 'a@b.co', 7, 40)).toBe(false);
    expect(passes('FULL_NAME', 'Al Bo', 5, 5)).toBe(true);
    expect(passes('FULL_NAME', 'Al Bob', 5, 5)).toBe(false);
    expect(passes('DATE', '2024-01-31', 10, 10)).toBe(true);
    expect(passes('DATE', '2024-01-31', 1, 8)).toBe(false);
  });

  it('counts an emoji as one character, not two UTF-16 units', () => {
    expect('😀'.length).toBe(2);
    expect(passes('LENGTH', '😀', 1, 1)).toBe(true);
    expect(passes('NO_SPACES', '😀😀😀', 3, 3)).toBe(true);
    expect(passes('NO_SPACES', '😀😀😀', 1, 2)).toBe(false);
  });

  it('counts Thai and Korean in code points', () => {
    expect(passes('THAI', 'สวัสดี', 6, 6)).toBe(true); // ส ว ั ส ด ี
    expect(passes('THAI', 'สวัสดี', 1, 5)).toBe(false);
    expect(passes('KOREAN', '한국어', 3, 3)).toBe(true);
    expect(passes('FULL_NAME', '김 민수', 4, 4)).toBe(true);
  });

  it('normalises odd bounds instead of throwing', () => {
    expect(normalizeBounds(-3, 5)).toEqual({ min: 0, max: 5 });
    expect(normalizeBounds(8, 4)).toEqual({ min: 8, max: 8 });
    expect(normalizeBounds(2.7, 9.9)).toEqual({ min: 2, max: 9 });
    expect(() => patternRegex('DIGITS', 8, 4)).not.toThrow();
    expect(passes('DIGITS', '12345678', 8, 4)).toBe(true);
  });
});
