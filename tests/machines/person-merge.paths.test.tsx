// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, expect, vi } from 'vitest';
import type { PersonMerge as Merge, Person, PersonMergeResult } from '../../contracts/people';
import { PersonMerge } from '../../src/features/people/person-merge';
import { RequestProblem } from '../../src/lib/request-problem';
import { renderWithTheme } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import {
  CANDIDATE,
  LISTED,
  MERGE_REFUSED,
  NEW_MERGE,
  OFFLINE,
  personMergeModel,
  UNDO_REFUSED,
} from './person-merge.model';
import { type PersonMergeUi, personMergeView } from './person-merge.view';

beforeEach(() => preferReducedMotion());

const listed = (id: number, fullName: string): Merge => ({
  id,
  keptPersonId: 5,
  mergedPerson: { id: id - 800, fullName, email: `${fullName.split(' ')[0]?.toLowerCase()}@example.com` },
  applicationIds: [id - 850],
  mergedBy: 'Rita Recruiter',
  mergedAt: '2026-11-20T09:30:00.000Z',
  undoneAt: null,
});
const NAMES: Record<number, string> = { [LISTED[0]]: 'Kiran Rao', [LISTED[1]]: 'Sana Khan' };
const PERSON: Person = {
  id: 5,
  fullName: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  mobile: '+91 98765 43210',
  createdAt: '2026-10-01T09:00:00.000Z',
  mergedInto: null,
  applications: [],
  consentAt: null,
  retention: { months: null, purgeFrom: null },
  tags: [],
  merges: LISTED.map((id) => listed(id, NAMES[id] ?? '')),
};

describeMachinePaths('person merge', {
  ...personMergeModel,
  // Context carries the chosen person, a merge id and a problem: every loop-free route is too many to walk.
  simplePaths: false,
  expectMachine: (snapshot) => {
    if (snapshot.matches('confirming') || snapshot.matches('merging'))
      expect(snapshot.context.chosen).toEqual(CANDIDATE);
    if (snapshot.matches('merged') || snapshot.matches('undoing'))
      expect(snapshot.context.mergeId).not.toBeNull();
    expect(snapshot.context.personId).toBe(5);
  },
  ui: {
    ...personMergeView,
    // Each path renders the panel: the fewest that still visit every state and transition.
    paths: 'covering',
    render: (): PersonMergeUi => {
      let held: { resolve: (answer: PersonMergeResult) => void; reject: (error: Error) => void } | undefined;
      const hold = () =>
        new Promise<PersonMergeResult>((resolve, reject) => {
          held = { resolve, reject };
        });
      const merge = vi.fn(hold);
      const undo = vi.fn(hold);
      const lookup = vi.fn(async () => [
        {
          id: CANDIDATE.id,
          fullName: CANDIDATE.fullName,
          email: 'asha@example.com',
          mobile: '+91 90000 11111',
          applications: 1,
        },
      ]);
      // The page keeps the person the server answers with, as person-page does.
      function Page() {
        const [person, setPerson] = useState(PERSON);
        return (
          <PersonMerge person={person} lookup={lookup} merge={merge} undo={undo} onChanged={setPerson} />
        );
      }
      renderWithTheme(<Page />);
      const settleWith = (how: (h: NonNullable<typeof held>) => void) =>
        act(async () => {
          const settling = held;
          held = undefined;
          if (!settling) throw new Error('the panel asked for nothing');
          how(settling);
        });
      return {
        // Without user-event: Mantine's modal and the held calls are driven by dispatched events alone.
        screen: domScreen(),
        listedUndo: (mergeId) => `Undo merge of ${NAMES[mergeId]}`,
        search: 'asha',
        candidateName: CANDIDATE.fullName,
        flush: () => act(async () => {}),
        // The fake server leaves the listed merges as they were: the paths undo each at most once.
        settle: () =>
          settleWith((h) => h.resolve({ merge: listed(NEW_MERGE, CANDIDATE.fullName), person: PERSON })),
        fail: (error) =>
          settleWith((h) =>
            h.reject(
              error.status === 409
                ? error instanceof RequestProblem
                  ? error
                  : undo.mock.calls.length > merge.mock.calls.length
                    ? UNDO_REFUSED
                    : MERGE_REFUSED
                : OFFLINE,
            ),
          ),
      };
    },
  },
});
