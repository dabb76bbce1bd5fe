// A server-drawn page hands its loaders' answers to the browser, which hydrates from them: no second API
// call, the same data as the HTML, and a not-found page stays not found without asking again.
import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetServerAnswers,
  receiveServerAnswers,
  reuseServerAnswer,
  SERVER_ANSWERS_ID,
  serverAnswersOf,
} from '../../../src/lib/server-answers';

const contextAt = (href: string, routeId: string) => {
  const [pathname = '', search = ''] = href.split('?');
  return { location: { pathname, searchStr: search ? `?${search}` : '' }, route: { id: routeId } };
};

function handOver(answers: unknown) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SERVER_ANSWERS_ID}">${JSON.stringify(answers)}</script>`;
  receiveServerAnswers(document);
}

afterEach(() => {
  forgetServerAnswers();
  document.body.innerHTML = '';
});

describe('the server’s answers for a page', () => {
  it('are the loaders’ data by route, or the status of a page not found; nothing for a plain page', () => {
    const matches = [{ routeId: '__root__' }, { routeId: '/careers/', loaderData: { careers: [] } }];
    expect(serverAnswersOf('/careers?q=x', 200, matches)).toEqual({
      href: '/careers?q=x',
      status: 200,
      loaderData: { '/careers/': { careers: [] } },
    });
    expect(serverAnswersOf('/blogs/9', 404, [{ routeId: '/blogs/$id' }])).toEqual({
      href: '/blogs/9',
      status: 404,
      loaderData: {},
    });
    expect(serverAnswersOf('/about-us', 200, [{ routeId: '/about-us' }])).toBeUndefined();
  });

  it('answer the loader of the page being hydrated instead of the API', async () => {
    handOver({ href: '/careers?q=x', status: 200, loaderData: { '/careers/': { careers: ['drawn'] } } });
    const load = vi.fn(async () => ({ careers: ['fetched'] }));
    expect(await reuseServerAnswer(contextAt('/careers?q=x', '/careers/'), load)).toEqual({
      careers: ['drawn'],
    });
    expect(load).not.toHaveBeenCalled();
    // Another address, or any load once the page is up, asks the API.
    expect(await reuseServerAnswer(contextAt('/careers?q=y', '/careers/'), load)).toEqual({
      careers: ['fetched'],
    });
    forgetServerAnswers();
    expect(await reuseServerAnswer(contextAt('/careers?q=x', '/careers/'), load)).toEqual({
      careers: ['fetched'],
    });
  });

  it('keep a page the server did not find not found, without calling the API', async () => {
    handOver({ href: '/blogs/999', status: 404, loaderData: {} });
    const load = vi.fn(async () => 'post');
    const error = await reuseServerAnswer(contextAt('/blogs/999', '/blogs/$id'), load).catch((e) => e);
    expect(isNotFound(error)).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('are ignored when absent or unreadable', async () => {
    document.body.innerHTML = `<script type="application/json" id="${SERVER_ANSWERS_ID}">{oops</script>`;
    receiveServerAnswers(document);
    expect(await reuseServerAnswer(contextAt('/blogs', '/blogs/'), async () => 'fetched')).toBe('fetched');
  });
});
