// The fake server behind the session's walks: its three calls (sign-in, logout, keep-alive) answered at once
// or held until the path says the server answers, and a log of every request that left the browser.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';

type Respond = () => Response;

/** How the fake server answers one call: at once, or only when the path answers it. */
export class CallAnswer {
  #held: ((response: Response) => void)[] = [];
  #atOnce: Respond | null = null;
  #next: Respond[] = [];

  /** Every request waits until answer() is called. */
  hold() {
    this.#atOnce = null;
  }

  /** Every request is answered at once with respond(). */
  answerAtOnce(respond: Respond) {
    this.#atOnce = respond;
  }

  /** The next request alone is answered at once with respond(); later ones as before. */
  answerNext(respond: Respond) {
    this.#next.push(respond);
  }

  /** Answers every request waiting so far. */
  answer(respond: Respond) {
    for (const release of this.#held.splice(0)) release(respond());
  }

  /** How many requests wait for an answer. */
  get waiting() {
    return this.#held.length;
  }

  respond(): Response | Promise<Response> {
    const respond = this.#next.shift() ?? this.#atOnce;
    if (respond) return respond();
    return new Promise((resolve) => this.#held.push(resolve));
  }

  /** After a walk: nothing left waiting, and back to holding. */
  reset() {
    this.answer(() => new HttpResponse(null, { status: 503 }));
    this.#atOnce = null;
    this.#next = [];
  }
}

export const sessionCalls = {
  authenticate: new CallAnswer(),
  logout: new CallAnswer(),
  /** The keep-alive, GET /employee/auth/current-user. */
  currentUser: new CallAnswer(),
};

const requests: string[] = [];

/** How many requests `METHOD /path` left the browser since the walk began. */
export const requestsTo = (request: string) => requests.filter((sent) => sent === request).length;

const callOf: Record<string, CallAnswer> = {
  'POST /auth/authenticate': sessionCalls.authenticate,
  'POST /employee/auth/logout': sessionCalls.logout,
  'GET /employee/auth/current-user': sessionCalls.currentUser,
};

/** How many requests `METHOD /path` wait for the path to answer them (none for calls answered at once). */
export const waitingFor = (request: string) => callOf[request]?.waiting ?? 0;

/** A walk begins: an empty log; sign-in and logout wait for the path, the keep-alive fails at once. */
export function resetSessionServer() {
  for (const call of Object.values(sessionCalls)) call.reset();
  sessionCalls.currentUser.answerAtOnce(() => new HttpResponse(null, { status: 503 }));
  requests.length = 0;
}

const server = setupServer(
  http.post('*/auth/authenticate', () => sessionCalls.authenticate.respond()),
  http.post('*/employee/auth/logout', () => sessionCalls.logout.respond()),
  http.get('*/employee/auth/current-user', () => sessionCalls.currentUser.respond()),
  http.get('*/api/refused', () =>
    HttpResponse.json({ error: { code: 'unauthorized', message: 'Session ended' } }, { status: 401 }),
  ),
  http.all('*/api/*', () => HttpResponse.json([])),
);
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
