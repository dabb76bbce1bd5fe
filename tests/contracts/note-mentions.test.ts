// Who a note names: the one reading of @username the server notifies by and the editor suggests from.
import { describe, expect, it } from 'vitest';
import { mentionAtCaret, mentionedUsernames } from '../../contracts/note-mentions';

describe('mentionedUsernames', () => {
  it('finds each @username once, lower-cased, without a sentence’s full stop', () => {
    expect(mentionedUsernames('@Ravi and @meera.k, then @ravi again. Ask @adam.')).toEqual([
      'ravi',
      'meera.k',
      'adam',
    ]);
  });

  it('ignores e-mail addresses, code spans, fenced and indented code, and names too short', () => {
    const note = [
      'Mail priya@example.com or ravi@ravi.example.',
      'Run `@adam --fix` first.',
      '',
      '```',
      '@rita in a fence',
      '```',
      '',
      '    @emma indented code',
      '',
      '@ab is too short; (@meera) counts.',
    ].join('\n');
    expect(mentionedUsernames(note)).toEqual(['meera']);
  });
});

describe('mentionAtCaret', () => {
  it('is the @name being typed before the caret, or null', () => {
    expect(mentionAtCaret('Ask @ra', 7)).toEqual({ query: 'ra', start: 4 });
    expect(mentionAtCaret('Ask @', 5)).toEqual({ query: '', start: 4 });
    expect(mentionAtCaret('priya@exa', 9)).toBeNull();
    expect(mentionAtCaret('Ask @ravi now', 13)).toBeNull();
  });
});
