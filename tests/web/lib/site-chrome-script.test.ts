// The head script that hides the header and footer before the first paint must say what the React rule says.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  isSiteChromeHidden,
  SITE_CHROME_HIDDEN_ATTRIBUTE,
  SITE_CHROME_SCRIPT,
} from '../../../contracts/site-chrome';

/** Runs the script as a page's head would; whether it marked <html>. */
function scriptHides(search: string, profileComplete: string | null, storageBlocked = false): boolean {
  const attributes = new Set<string>();
  runInNewContext(SITE_CHROME_SCRIPT, {
    URLSearchParams,
    location: { search },
    sessionStorage: {
      getItem: (key: string) => {
        if (storageBlocked) throw new Error('SecurityError');
        return key === 'profileComplete' ? profileComplete : null;
      },
    },
    document: { documentElement: { setAttribute: (name: string) => attributes.add(name) } },
  });
  return attributes.has(SITE_CHROME_HIDDEN_ATTRIBUTE);
}

describe('the first-paint hiding script', () => {
  it.each([
    ['?required=true', null],
    ['?required=true&tab=profile', 'true'],
    ['', 'false'],
    ['', 'true'],
    ['', null],
    ['?required=false', 'true'],
    ['?required=TRUE', null],
    ['?a=1&required=true', null],
  ])('search "%s" with profileComplete %s: the same answer as the rule', (search, profileComplete) => {
    expect(scriptHides(search, profileComplete)).toBe(isSiteChromeHidden(search, profileComplete));
  });

  it('still reads the query when storage is blocked, and throws nothing', () => {
    expect(scriptHides('?required=true', null, true)).toBe(true);
    expect(scriptHides('', null, true)).toBe(false);
  });
});
