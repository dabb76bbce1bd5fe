// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, vi } from 'vitest';
import type { Mention, MentionPage } from '../../contracts/notes';
import { MentionsPage } from '../../src/features/notes/mentions-page';
import { RequestProblem } from '../../src/lib/request-problem';
import { renderWithRouter } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import { mentionReadModel, NOTE_DELETED, OFFLINE } from './mention-read.model';
import { type MentionReadUi, mentionReadView } from './mention-read.view';

beforeEach(() => preferReducedMotion());

const MENTION: Mention = {
  id: 12,
  noteId: 30,
  by: 'Rita Rao',
  excerpt: 'Strong React portfolio. @ravi can you call her?',
  subject: { personId: 3, applicationId: null, careerId: null, name: 'Priya Sharma', jobTitle: null },
  createdAt: '2026-11-20T09:30:00.000Z',
  readAt: null,
};
const PAGE: MentionPage = { items: [MENTION], total: 1, page: 1, pageSize: 20, unread: 1 };

describeMachinePaths('mention read', {
  ...mentionReadModel,
  expectMachine: (snapshot) => {
    // A problem only after a failed try, never once read.
    if (snapshot.matches('read')) expect(snapshot.context.problem).toBeNull();
    expect(snapshot.context.mentionId).toBe(12);
  },
  ui: {
    ...mentionReadView,
    render: async (): Promise<MentionReadUi> => {
      let held: { resolve: () => void; reject: (error: Error) => void } | undefined;
      const markRead = vi.fn(
        () =>
          new Promise<void>((resolve, reject) => {
            held = { resolve, reject };
          }),
      );
      const markAllRead = vi.fn(async () => ({ unread: 0 }));
      await renderWithRouter(
        <MentionsPage
          mentions={PAGE}
          viewerRole="RECRUITER"
          markRead={markRead}
          markAllRead={markAllRead}
          onPage={() => {}}
        />,
        '/admin/mentions',
      );
      const user = userEvent.setup({ delay: null });
      const settleWith = (how: (h: NonNullable<typeof held>) => void) =>
        act(async () => {
          const settling = held;
          held = undefined;
          if (!settling) throw new Error('the list asked for no marking');
          how(settling);
        });
      const screen = domScreen(user);
      return {
        screen,
        item: { within: { role: 'article', name: /^Rita Rao mentioned you/ } },
        othersUnread: 0,
        settle: () => settleWith((h) => h.resolve()),
        fail: (error) =>
          settleWith((h) =>
            h.reject(error.status === 404 ? NOTE_DELETED : error instanceof RequestProblem ? error : OFFLINE),
          ),
        markAll: async () => {
          await screen.click({ role: 'button', name: 'Mark all read' });
          // The page hears the answer a moment later, and passes it to each item.
          await act(async () => {});
          expect(markAllRead).toHaveBeenCalledTimes(1);
        },
      };
    },
  },
});
