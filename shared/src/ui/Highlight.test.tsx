import { render } from '@testing-library/react';
import { Highlight, highlightRanges, highlightWords } from './Highlight';

describe('highlightWords', () => {
  it('folds accents and case, drops one-letter words and repeats', () => {
    expect(highlightWords("L'Éclair  des Pâtes, éclair")).toEqual(['eclair', 'des', 'pates']);
  });
});

describe('highlightRanges', () => {
  it('finds words at the start of words, whatever their accents and case', () => {
    expect(highlightRanges('Boulangerie ÉCLAIR de Paris', ['eclair', 'paris'])).toEqual([
      [12, 18],
      [22, 27],
    ]);
  });

  it('marks prefixes but not the middle of a word', () => {
    expect(highlightRanges('Boulangerie Dupont', ['boul'])).toEqual([[0, 4]]);
    expect(highlightRanges('Laboulangerie', ['boul'])).toEqual([]);
  });

  it('merges overlapping matches and keeps characters that fold to two letters whole', () => {
    expect(highlightRanges('Sœur Dupont', ['soeur', 'so'])).toEqual([[0, 4]]);
  });
});

describe('Highlight', () => {
  it('wraps the matched words in <mark> as text, never as HTML', () => {
    const { container } = render(
      <p>
        <Highlight text="<b>Café</b> de la Gare" words={highlightWords('cafe gare')} />
      </p>,
    );
    const marks = [...container.querySelectorAll('mark.highlight')].map((m) => m.textContent);
    expect(marks).toEqual(['Café', 'Gare']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>Café</b> de la Gare');
  });

  it('renders the plain text when nothing matches', () => {
    const { container } = render(<Highlight text="Dupont" words={['martin']} />);
    expect(container.innerHTML).toBe('Dupont');
  });
});
