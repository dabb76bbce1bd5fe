// A note's sanitised HTML as the plain text part of its mention e-mail (server/mail/plain-text.ts): what a reader sees, never markdown marks.
import { describe, expect, it } from 'vitest';
import { htmlAsText } from '../../server/mail/plain-text';

describe('htmlAsText', () => {
  it('keeps paragraphs and list items on lines of their own, links with their address, entities decoded', () => {
    const html =
      '<h2>Call notes</h2>\n<p>She is <strong>keen</strong> &amp; free<br>from May.</p>\n<ul>\n<li>React</li>\n<li>Node</li>\n</ul>\n<p><a href="https://example.com/cv" rel="noopener nofollow">her CV</a> &lt;3</p>';
    expect(htmlAsText(html)).toBe(
      'Call notes\n\nShe is keen & free\nfrom May.\n\n- React\n- Node\n\nher CV (https://example.com/cv) <3',
    );
  });

  it('shows a link whose text is its address once', () => {
    expect(htmlAsText('<p><a href="mailto:a@b.example">a@b.example</a></p>')).toBe('a@b.example');
  });
});
