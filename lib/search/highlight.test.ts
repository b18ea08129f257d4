import { highlightSegments, highlightSegmentsIn } from './highlight';

const marked = (text: string, term: string) => highlightSegments(text, term).filter((segment) => segment.isMatch).map((segment) => segment.text);

describe('highlightSegments', () => {
  it('marks the term in any case and keeps the text as it was', () => {
    const segments = highlightSegments('Quantum Dollar (QUSD)', 'qusd');
    expect(segments.map((segment) => segment.text).join('')).toBe('Quantum Dollar (QUSD)');
    expect(marked('Quantum Dollar (QUSD)', 'qusd')).toEqual([ 'QUSD' ]);
  });

  it('marks each word of a several-word term', () => {
    expect(marked('Quantum Dollar', 'quan dol')).toEqual([ 'Quan', 'Dol' ]);
  });

  it('marks a whole hash', () => {
    const hash = `0x${ 'ab'.repeat(32) }`;
    expect(marked(hash, hash.toUpperCase().replace('0X', '0x'))).toEqual([ hash ]);
  });

  it('marks nothing without a match or a term', () => {
    expect(marked('Quantum', 'zzz')).toEqual([]);
    expect(highlightSegments('Quantum', ' ')).toEqual([ { text: 'Quantum', isMatch: false } ]);
  });
});

describe('highlightSegmentsIn', () => {
  it('cuts the matches of the whole text to a part of it', () => {
    const hash = `0x${ '12'.repeat(30) }abcd`;
    const head = highlightSegmentsIn(hash, 'bc', 0, hash.length - 4);
    const tail = highlightSegmentsIn(hash, '12ab', hash.length - 4, hash.length);
    expect(head.map((segment) => segment.text).join('')).toBe(hash.slice(0, -4));
    expect(head.some((segment) => segment.isMatch)).toBe(false);
    expect(tail).toEqual([ { text: 'ab', isMatch: true }, { text: 'cd', isMatch: false } ]);
    expect(highlightSegmentsIn(hash, '12ab', 0, hash.length - 4).pop()).toEqual({ text: '12', isMatch: true });
  });
});
