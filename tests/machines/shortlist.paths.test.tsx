// @vitest-environment happy-dom
// The shortlist machine's generated paths, through the machine on a simulated clock and through the staff page
// in happy-dom: each call the page makes is held until the path settles it with the model's answer.
import { act } from '@testing-library/react';
import { beforeEach, expect } from 'vitest';
import { ShortlistPage } from '../../src/features/shortlists/shortlist-page';
import type { ShortlistCalls } from '../../src/features/shortlists/shortlists-api';
import { renderWithRouter } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import { SHORTLISTS, shortlistModel } from './shortlist.model';
import { type ShortlistUi, shortlistView } from './shortlist.view';

beforeEach(() => preferReducedMotion());

describeMachinePaths('shortlist', {
  ...shortlistModel,
  expectMachine: (snapshot) => {
    expect(snapshot.context.shortlistId).toBe(12);
    // The link is shown only while the shortlist it opens is live.
    if (snapshot.context.link) {
      const where = ['live', 'loading', 'confirmingRevoke', 'revoking', 'closing'];
      expect(where.some((state) => snapshot.matches(state as never))).toBe(true);
    }
    if (snapshot.hasTag('busy'))
      expect(['loading', 'sharing', 'revoking', 'closing'].some((s) => snapshot.matches(s as never))).toBe(
        true,
      );
  },
  ui: {
    ...shortlistView,
    paths: 'covering',
    render: async (): Promise<ShortlistUi> => {
      let held: { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined;
      const hold = <T,>() =>
        new Promise<T>((resolve, reject) => {
          held = { resolve: resolve as (value: unknown) => void, reject };
        });
      const calls: ShortlistCalls = {
        load: () => hold(),
        share: () => hold(),
        revoke: () => hold(),
        close: () => hold(),
        // Saving the draft is no step of the machine's: the page saves, then tells the machine what was saved.
        save: async () => SHORTLISTS.edited,
      };
      // Under a router: the page links back to the career's shortlists.
      await renderWithRouter(<ShortlistPage shortlistId={12} calls={calls} />);
      const settleWith = (how: (h: NonNullable<typeof held>) => void) =>
        act(async () => {
          const settling = held;
          held = undefined;
          if (!settling) throw new Error('the page asked for nothing');
          how(settling);
        });
      return {
        screen: domScreen(),
        flush: () => act(async () => {}),
        settle: (output) => settleWith((h) => h.resolve(output)),
        fail: (error) => settleWith((h) => h.reject(error as Error)),
      };
    },
  },
});
