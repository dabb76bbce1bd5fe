// A server-drawn section enters on scroll only if it starts below the fold (docs/requirements.md#entrance-
// animations). It is measured from its outermost box inwards: a section below the fold is measured as a box and
// nothing inside it is, since a measure inside a part the browser skips until it nears the window
// (content-visibility: auto, decision 0071) would make it lay that part out.
import { afterEach, expect, it, vi } from 'vitest';
import { entersOnView } from '#src/components/motion/reveal-on-view.ts';

const tops = new Map<Element, number>();
const measured: Element[] = [];

function box(top: number, parent: Element = document.body): HTMLElement {
  const element = document.createElement('div');
  parent.append(element);
  tops.set(element, top);
  return element;
}

vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
  measured.push(this);
  return DOMRect.fromRect({ x: 0, y: tops.get(this) ?? 0, width: 100, height: 10 });
});

afterEach(() => {
  document.body.replaceChildren();
  measured.length = 0;
});

it('lets a part of a section below the fold enter, measuring the section and nothing inside it', () => {
  const main = box(0);
  const section = box(window.innerHeight + 400, main);
  const points = box(window.innerHeight + 480, section);

  expect(entersOnView(points)).toBe(true);
  expect(measured).toEqual([main, section]);
});

it('keeps a part on screen as drawn, and lets one enter that starts below the fold in a section that does not', () => {
  const section = box(100);
  expect(entersOnView(box(300, section))).toBe(false);
  expect(entersOnView(box(window.innerHeight + 10, section))).toBe(true);
});

it('keeps a part scrolled past as drawn', () => {
  expect(entersOnView(box(-900, box(-1000)))).toBe(false);
});
