// What the walks of the session, inactivity and keep-alive machines see of the app, the same way in happy-dom
// (session-app.tsx: the session's parts rendered, msw's server) and in Chromium (session-chromium.ts: the
// built site and its real server): a Screen for what a person sees and does, and probes for what leaves
// the browser and what it keeps. Each walk's handle adds the actions that are no person's (the server
// answering, a token arriving), which each driver performs its own way.
import { expect } from 'vitest';
import type { Screen } from '../support/paths/screen';

/** A request as `METHOD /path`. */
export type Call = `${'GET' | 'POST'} /${string}`;

export interface SessionProbes {
  screen: Screen;
  /** Runs the checks until they all hold at once; fails with the last failure after the one wait. */
  eventually(checks: () => Promise<void>): Promise<void>;
  /** The token persisted under persist:root, or null. */
  storedToken(): Promise<string | null>;
  sessionItem(key: 'adminUsername' | 'userRole'): Promise<string | null>;
  /** Requests that left the page since the walk began. */
  requests(call: Call): Promise<number>;
  /** Requests the server has not answered yet (held until the path says it answers). */
  waiting(call: Call): Promise<number>;
  /** The full page loads the app asked for since the walk began (not the walk's own), as paths. */
  pageLoads(): Promise<string[]>;
  /** The text of the element that has focus (null when nothing but the page has it). */
  focused(): Promise<string | null>;
  /** The token a path's token stands for: itself in happy-dom, the one the real server issued in Chromium. */
  tokenOf(pathToken: string): string;
  /** Runs after each path. */
  cleanup(): Promise<void>;
}

/** What a person signed in sees: the header's account menu under their name; the browser holds a token. */
export async function expectSignedIn(ui: SessionProbes, username: string) {
  await ui.screen.expect({ role: 'button', name: `Account menu for ${username}` });
  expect(await ui.storedToken()).not.toBeNull();
  expect(await ui.sessionItem('adminUsername')).toBe(username);
}

/** What a person signed out sees: no account menu; nothing of the session is left in storage. */
export async function expectSignedOut(ui: SessionProbes) {
  await ui.screen.expect({ role: 'button', name: /Account menu/ }, { present: false });
  expect(await ui.storedToken()).toBeNull();
  expect(await ui.sessionItem('adminUsername')).toBeNull();
}
