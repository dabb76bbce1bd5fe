// The answers a server-drawn page was rendered from, handed to the browser in a JSON data block beside
// #root, so that the loaders of the page being hydrated take them instead of asking the API again
// (decision 0010): the first render then draws what the server drew even when the API fails meanwhile or
// the data changed, and a not-found page (status 404) causes no second, failing API call. A data block is
// not run as a script, so the Content-Security-Policy stays script-src 'self'.
import { notFound } from '@tanstack/react-router';

export const SERVER_ANSWERS_ID = 'server-answers';

export interface ServerAnswers {
  /** The address the server rendered, path and query: the answers belong to it alone. */
  href: string;
  /** The page's status: 404 for the not-found page. */
  status: number;
  /** What each route's loader answered, by route id. */
  loaderData: Record<string, unknown>;
}

/** What a render hands over: nothing for a page without loader data that was found. */
export function serverAnswersOf(
  href: string,
  status: number,
  matches: readonly { routeId: string; loaderData?: unknown }[],
): ServerAnswers | undefined {
  const loaderData = Object.fromEntries(
    matches
      .filter((match) => match.loaderData !== undefined)
      .map((match) => [match.routeId, match.loaderData]),
  );
  return Object.keys(loaderData).length || status !== 200 ? { href, status, loaderData } : undefined;
}

let received: ServerAnswers | undefined;

/** The browser, before it loads the page it hydrates: takes the answers from the page, if any. */
export function receiveServerAnswers(document: Document) {
  const text = document.getElementById(SERVER_ANSWERS_ID)?.textContent;
  try {
    received = text ? (JSON.parse(text) as ServerAnswers) : undefined;
  } catch {
    received = undefined; // unreadable: the loaders ask the API, as without answers
  }
}

/** Once the hydrated page is loaded: any later load (a navigation, "Try again") asks the API. */
export function forgetServerAnswers() {
  received = undefined;
}

interface LoaderContext {
  location: { pathname: string; searchStr: string };
  route: { id: string };
}

/** In a route's loader: while its page is hydrated, what the server's loader answered; else `load()`. */
export async function reuseServerAnswer<Data>(
  context: LoaderContext,
  load: () => Promise<Data>,
): Promise<Data> {
  const answers = received;
  const { pathname, searchStr } = context.location;
  if (answers?.href === pathname + searchStr) {
    if (context.route.id in answers.loaderData) return answers.loaderData[context.route.id] as Data;
    if (answers.status === 404) throw notFound();
  }
  return load();
}
