// Which changes an island makes to the server's HTML apply the page's stylesheets in full (decision 0072): what
// a hydrating island writes again (its generated ids and the references to them, the live mark, a link's
// address), takes away or retells needs no rule the page lacks, nor does an element marked as drawn by the rules
// the page carries; an element drawn anew or any other attribute may.
import { expect, it } from 'vitest';
import { INLINE_STYLED_ATTRIBUTE } from '#src/islands/inline-styled.ts';
import { ISLAND_LIVE_ATTRIBUTE } from '#src/islands/island.tsx';
import { needsPageStyles } from '#src/islands/needs-page-styles.ts';

/** The verdict on each change `change` makes to a small island, as its observer sees them. */
async function verdicts(change: (island: HTMLElement) => void): Promise<boolean[]> {
  const island = document.createElement('div');
  island.innerHTML =
    '<label for="a">Name</label><input id="a" aria-describedby="b"><p id="b">Hint</p><a href="/careers?q=x">Apply</a>';
  document.body.append(island);
  const seen: boolean[] = [];
  const observer = new MutationObserver((changes) => seen.push(...changes.map(needsPageStyles)));
  observer.observe(island, { subtree: true, childList: true, attributes: true, characterData: true });
  change(island);
  await new Promise((resolve) => setTimeout(resolve));
  observer.disconnect();
  island.remove();
  return seen;
}

it('needs none for ids written again, the live mark, text, something taken away, or a link’s address', async () => {
  expect(
    await verdicts((island) => {
      island.querySelector('label')?.setAttribute('for', 'c');
      island.querySelector('input')?.setAttribute('id', 'c');
      island.querySelector('input')?.setAttribute('aria-describedby', 'd');
      island.querySelector('p')?.setAttribute('id', 'd');
      island.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
      (island.querySelector('label')?.firstChild as Text).data = 'Full name';
      island.querySelector('p')?.append(' more');
      island.querySelector('p')?.remove();
      island.querySelector('a')?.setAttribute('href', '/careers/x/1');
    }),
  ).toEqual([false, false, false, false, false, false, false, false, false]);
});

it('needs none for an element drawn anew that says the page carries its rules, nor for its attributes', async () => {
  expect(
    await verdicts((island) => {
      const video = document.createElement('video');
      video.setAttribute(INLINE_STYLED_ATTRIBUTE, '');
      island.append(video);
      video.setAttribute('muted', '');
    }),
  ).toEqual([false, false]);
});

it('needs them for an element drawn anew, a class or another attribute changed', async () => {
  expect(await verdicts((island) => island.append(document.createElement('video')))).toEqual([true]);
  expect(await verdicts((island) => island.querySelector('p')?.classList.add('open'))).toEqual([true]);
  expect(await verdicts((island) => island.querySelector('p')?.setAttribute('data-open', 'true'))).toEqual([
    true,
  ]);
  expect(await verdicts((island) => island.querySelector('p')?.setAttribute('style', 'opacity: 1'))).toEqual([
    true,
  ]);
});
