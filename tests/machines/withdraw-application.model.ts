// The withdraw machine's test model without a driver: the button, the dialog's two answers, and the
// withdrawal settling each way the server can answer (saved, the network down, closed meanwhile).
import { candidateStage, MY_APPLICATION_TEXTS, type MyApplication } from '../../contracts/my-application';
import { withdrawApplicationMachine } from '../../machines/withdraw-application.machine';
import { NETWORK_PROBLEM, RequestProblem } from '../../src/lib/request-problem';
import type { PathModel } from '../support/paths/path-model';

/** The application as the page loads it: open, so it can be withdrawn. */
export const OPEN_APPLICATION: MyApplication = {
  jobTitle: 'HR Recruiter',
  jobId: 'MC-HR-0001',
  appliedAt: '2026-11-20T09:30:00.000Z',
  stage: candidateStage('INTERVIEWING'),
  timeline: [
    { label: 'Received', at: '2026-11-20T09:30:00.000Z' },
    { label: 'Interviewing', at: '2026-11-23T11:00:00.000Z' },
  ],
  canWithdraw: true,
};

/** The server's answer to the withdrawal. */
export const WITHDRAWN_APPLICATION: MyApplication = {
  ...OPEN_APPLICATION,
  stage: candidateStage('WITHDRAWN'),
  timeline: [...OPEN_APPLICATION.timeline, { label: 'Withdrawn', at: '2026-11-26T10:00:00.000Z' }],
  canWithdraw: false,
};

export const OFFLINE = new RequestProblem(NETWORK_PROBLEM);
export const CLOSED_MEANWHILE = new RequestProblem(MY_APPLICATION_TEXTS.cannotWithdraw, 409);

export const withdrawApplicationModel = {
  machine: withdrawApplicationMachine,
  events: (snapshot) => {
    if (snapshot.matches('open')) return [{ type: 'withdraw.request' }];
    if (snapshot.matches('confirming')) return [{ type: 'withdraw.confirm' }, { type: 'withdraw.cancel' }];
    if (snapshot.matches('withdrawing')) {
      return [
        { type: 'xstate.done.actor.withdraw', output: WITHDRAWN_APPLICATION },
        { type: 'xstate.error.actor.withdraw', error: OFFLINE },
        { type: 'xstate.error.actor.withdraw', error: CLOSED_MEANWHILE },
      ] as never;
    }
    return [];
  },
} satisfies PathModel<typeof withdrawApplicationMachine>;
