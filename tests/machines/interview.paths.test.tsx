// The interview machine's generated paths (machine driver): every state and transition, every guard both
// allowing and refusing. The board's and the status page's drivers add their `ui` to the same model.
import { expect } from 'vitest';
import { INTERVIEW_MACHINE_STATES } from '../../machines/interview.machine';
import { OPEN_INTERVIEW_STATES } from '../../machines/interview-rules';
import { describeMachinePaths } from '../support/paths/path-harness';
import { interviewModel } from './interview.model';

describeMachinePaths('interview', {
  ...interviewModel,
  // Context carries the booked time and the slots: every loop-free route is more than a review needs.
  simplePaths: false,
  expectMachine: (snapshot) => {
    const { startsAt, slotStarts } = snapshot.context;
    // Proposed: no time yet, only choices. Booked or moved: one of the offered times.
    if (snapshot.matches('proposed')) {
      expect(startsAt).toBeNull();
      expect(slotStarts.length).toBeGreaterThan(0);
    }
    if (snapshot.matches('booked') || snapshot.matches('rescheduled')) expect(slotStarts).toContain(startsAt);
    if (snapshot.matches('held') || snapshot.matches('noShow')) expect(startsAt).not.toBeNull();
    const open = OPEN_INTERVIEW_STATES.some((state) =>
      snapshot.matches(INTERVIEW_MACHINE_STATES[state] as never),
    );
    expect(snapshot.status === 'done').toBe(!open);
  },
});
