// The careers list draws Mantine's badge as plain elements with its class names (decision 0062): the same
// markup as the component's, so Mantine's stylesheet draws both alike. A Mantine upgrade that changes the
// badge's elements or classes fails here before it changes a card's look.
import { Badge, MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlainBadge } from '../../../src/features/careers/career-badges';

/** Each element's tag and its classes other than Mantine's static `mantine-…` names (not styled by us). */
function shape(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  return [...element.querySelectorAll('*')].map((node) => ({
    tag: node.tagName,
    classes: [...node.classList].filter((name) => !name.startsWith('mantine-')).sort(),
    text: node.childElementCount === 0 ? node.textContent : undefined,
  }));
}

describe('PlainBadge', () => {
  it('draws the elements and classes Mantine’s Badge draws', () => {
    const mantine = renderToStaticMarkup(
      <MantineProvider>
        <Badge className="tone">Full-time</Badge>
      </MantineProvider>,
    );
    const plain = renderToStaticMarkup(<PlainBadge className="tone">Full-time</PlainBadge>);
    expect(shape(plain)).toEqual(shape(mantine).filter((node) => node.tag !== 'STYLE'));
  });

  it('names its tone for the stylesheet', () => {
    const plain = renderToStaticMarkup(
      <PlainBadge className="tone" tone="gray">
        Design
      </PlainBadge>,
    );
    expect(plain).toContain('data-tone="gray"');
  });
});
