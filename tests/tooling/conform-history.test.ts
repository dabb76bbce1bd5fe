// The replay behind `npm run machines:conform` (scripts/machines/lib/conform-history.ts), on hand-made history.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import {
  type ConformInput,
  conformHistory,
  exitCodeOf,
  type HistoryRow,
  transitionName,
  type WalkedMoves,
} from '../../scripts/machines/lib/conform-history';

/** Walks every move the default pipeline allows but APPLIED → PROFILE_SCREENED, starting in APPLIED. */
const walked: WalkedMoves = {
  start: 'APPLIED',
  walks: (from, to) => !(from === 'APPLIED' && to === 'PROFILE_SCREENED'),
};

let nextId = 1;
/** One application's history: [from, to] pairs an hour apart, the first by nobody, the rest by rita. */
function history(applicationId: number, moves: [string | null, string][]): HistoryRow[] {
  return moves.map(([fromStatus, toStatus], step) => ({
    id: nextId++,
    applicationId,
    fromStatus,
    toStatus,
    changedAt: new Date(Date.UTC(2026, 0, 1, step)),
    changedBy: step === 0 ? null : 'rita',
  }));
}

const replay = (rows: HistoryRow[], extra: Partial<ConformInput> = {}) =>
  conformHistory({ rows, statuses: DEFAULT_STATUSES, walked, ...extra });

const why = (result: Awaited<ReturnType<typeof replay>>) =>
  result.violations.map((v) => [
    v.applicationId,
    v.row && transitionName(v.row.fromStatus, v.row.toStatus),
    v.reasons,
  ]);

describe('conformHistory', () => {
  it('passes history the server writes: the creation into APPLIED, then offered moves', async () => {
    const result = await replay([
      ...history(1, [
        [null, 'APPLIED'],
        ['APPLIED', 'PROFILE_SCREENED'],
        ['PROFILE_SCREENED', 'REJECTED'],
      ]),
      ...history(2, [[null, 'APPLIED']]),
    ]);
    expect(result.violations).toEqual([]);
    expect(exitCodeOf(result)).toBe(0);
    expect(result).toMatchObject({ applications: 2, rows: 4 });
  });

  it('passes a move its recruiter took back, even out of a locked status, and counts it as an undo', async () => {
    const rows = history(11, [
      [null, 'APPLIED'],
      ['APPLIED', 'PROFILE_SCREENED'],
      ['PROFILE_SCREENED', 'REJECTED'],
      ['REJECTED', 'PROFILE_SCREENED'],
    ]);
    const [, , rejected, back] = rows as [HistoryRow, HistoryRow, HistoryRow, HistoryRow];
    back.undoesId = rejected.id;
    const result = await replay(rows);
    expect(result.violations).toEqual([]);
    expect(result.counts.filter((t) => t.undo)).toEqual([
      { from: 'REJECTED', to: 'PROFILE_SCREENED', count: 1, undo: true },
    ]);
    expect(result.unwalked.map((t) => transitionName(t.from, t.to, t.undo))).toEqual([
      '(created) → APPLIED',
      'APPLIED → PROFILE_SCREENED',
    ]);
  });

  it('reports an undo that is not one: of an older row, somewhere else, by someone else, of an undo', async () => {
    const rows = history(12, [
      [null, 'APPLIED'],
      ['APPLIED', 'PROFILE_SCREENED'],
      ['PROFILE_SCREENED', 'INTERVIEWING'],
      ['INTERVIEWING', 'APPLIED'],
      ['APPLIED', 'INTERVIEWING'],
    ]);
    const [, screened, interviewing, wrongBack, undoOfUndo] = rows as HistoryRow[] as [
      HistoryRow,
      HistoryRow,
      HistoryRow,
      HistoryRow,
      HistoryRow,
    ];
    wrongBack.undoesId = interviewing.id;
    wrongBack.changedBy = 'omar';
    undoOfUndo.undoesId = wrongBack.id;
    const older = history(13, [
      [null, 'APPLIED'],
      ['APPLIED', 'PROFILE_SCREENED'],
      ['PROFILE_SCREENED', 'INTERVIEWING'],
      ['INTERVIEWING', 'PROFILE_SCREENED'],
    ]);
    (older[3] as HistoryRow).undoesId = (older[1] as HistoryRow).id;
    const result = await replay([...rows, ...older]);
    expect(why(result)).toEqual([
      [
        12,
        'INTERVIEWING → APPLIED',
        [
          'goes to APPLIED, not back to PROFILE_SCREENED where the undone move started',
          'undone by omar, not by rita who moved',
        ],
      ],
      [12, 'APPLIED → INTERVIEWING', [`undoes row ${wrongBack.id}, itself an undo`]],
      [
        13,
        'INTERVIEWING → PROFILE_SCREENED',
        [
          `undoes row ${(older[1] as HistoryRow).id}, not the row just before it (row ${(older[2] as HistoryRow).id})`,
        ],
      ],
    ]);
    expect(screened.undoesId).toBeUndefined();
  });

  it('reports history that skips: a row that does not start where the previous one left it', async () => {
    const result = await replay(
      history(3, [
        [null, 'APPLIED'],
        ['APPLIED', 'PROFILE_SCREENED'],
        ['INTERVIEWING', 'OFFER_RELEASED'],
      ]),
    );
    expect(why(result)).toEqual([
      [
        3,
        'INTERVIEWING → OFFER_RELEASED',
        ['skips: the previous row left it in PROFILE_SCREENED, not INTERVIEWING'],
      ],
    ]);
    expect(exitCodeOf(result)).toBe(1);
  });

  it('reports a move out of a locked status, by the rules and by the machine', async () => {
    const result = await replay(
      history(4, [
        [null, 'APPLIED'],
        ['APPLIED', 'PROFILE_SCREENED'],
        ['PROFILE_SCREENED', 'REJECTED'],
        ['REJECTED', 'INTERVIEWING'],
      ]),
    );
    expect(why(result)).toEqual([
      [
        4,
        'REJECTED → INTERVIEWING',
        ['pipeline: REJECTED is locked: nothing leaves it', 'machine: the card is locked in REJECTED'],
      ],
    ]);
  });

  it('reports a move the pipeline does not offer, with who made it and when', async () => {
    const rows = history(5, [
      [null, 'APPLIED'],
      ['APPLIED', 'OFFER_ACCEPTED'],
    ]);
    const result = await replay(rows);
    expect(result.violations).toEqual([
      {
        applicationId: 5,
        row: rows[1],
        reasons: ['pipeline: not offered from APPLIED (it offers PROFILE_SCREENED)'],
      },
    ]);
    expect(result.violations[0]?.row).toMatchObject({ changedBy: 'rita' });
  });

  it('reports a status code that is not in the statuses table, and checks nothing else about it', async () => {
    const result = await replay(
      history(6, [
        [null, 'APPLIED'],
        ['APPLIED', 'ON_HOLD'],
        ['ON_HOLD', 'PROFILE_SCREENED'],
      ]),
    );
    expect(why(result)).toEqual([
      [6, 'APPLIED → ON_HOLD', ['unknown status ON_HOLD (not in application_statuses)']],
      [6, 'ON_HOLD → PROFILE_SCREENED', ['unknown status ON_HOLD (not in application_statuses)']],
    ]);
  });

  it('checks creation: first and into the first status, once', async () => {
    const result = await replay([
      ...history(7, [[null, 'INTERVIEWING']]),
      ...history(8, [['APPLIED', 'PROFILE_SCREENED']]),
      ...history(9, [
        [null, 'APPLIED'],
        [null, 'APPLIED'],
      ]),
    ]);
    expect(why(result)).toEqual([
      [7, '(created) → INTERVIEWING', ["created into INTERVIEWING, not the pipeline's first status APPLIED"]],
      [8, 'APPLIED → PROFILE_SCREENED', ['history starts with a move, not with the creation into APPLIED']],
      [9, '(created) → APPLIED', ['a second creation row: history had already left it in APPLIED']],
    ]);
  });

  it('replays each application in time order, then by id, whatever order the rows come in', async () => {
    const rows = history(10, [
      [null, 'APPLIED'],
      ['APPLIED', 'PROFILE_SCREENED'],
    ]);
    const result = await replay([...rows].reverse());
    expect(result.violations).toEqual([]);
  });

  it('compares each application’s status with where its history ends', async () => {
    const result = await replay(history(11, [[null, 'APPLIED']]), {
      applications: [
        { id: 11, statusCode: 'INTERVIEWING' },
        { id: 12, statusCode: 'APPLIED' },
      ],
    });
    expect(why(result)).toEqual([
      [
        11,
        undefined,
        [expect.stringMatching(/^the application is in INTERVIEWING, but its history ends in APPLIED/)],
      ],
      [12, undefined, ['no history: the application is in APPLIED with no row saying how']],
    ]);
    expect(result.applications).toBe(2);
  });

  it('counts every transition used, in pipeline order, creation first', async () => {
    const result = await replay([
      ...history(20, [
        [null, 'APPLIED'],
        ['APPLIED', 'PROFILE_SCREENED'],
        ['PROFILE_SCREENED', 'INTERVIEWING'],
      ]),
      ...history(21, [
        [null, 'APPLIED'],
        ['APPLIED', 'PROFILE_SCREENED'],
        ['PROFILE_SCREENED', 'REJECTED'],
      ]),
      ...history(22, [
        [null, 'APPLIED'],
        ['APPLIED', 'OFFER_ACCEPTED'],
      ]),
    ]);
    expect(result.counts.map((t) => [transitionName(t.from, t.to), t.count])).toEqual([
      ['(created) → APPLIED', 3],
      ['APPLIED → PROFILE_SCREENED', 2],
      ['APPLIED → OFFER_ACCEPTED', 1],
      ['PROFILE_SCREENED → INTERVIEWING', 1],
      ['PROFILE_SCREENED → REJECTED', 1],
    ]);
  });

  it('lists the used transitions no path walks, saying why as far as it can tell', async () => {
    const statuses = [...DEFAULT_STATUSES, { id: 9, statusCode: 'ON_HOLD', label: 'On Hold', sortOrder: 7 }];
    const result = await replay(
      [
        ...history(30, [
          [null, 'APPLIED'],
          ['APPLIED', 'PROFILE_SCREENED'],
          ['PROFILE_SCREENED', 'INTERVIEWING'],
        ]),
        ...history(31, [
          [null, 'APPLIED'],
          ['APPLIED', 'OFFER_ACCEPTED'],
        ]),
        // A status an admin added: the pipeline offers it after POSITION_FILLED, the test model knows nothing of it.
        ...history(32, [
          [null, 'APPLIED'],
          ['APPLIED', 'PROFILE_SCREENED'],
          ['PROFILE_SCREENED', 'INTERVIEWING'],
          ['INTERVIEWING', 'OFFER_RELEASED'],
          ['OFFER_RELEASED', 'OFFER_ACCEPTED'],
          ['OFFER_ACCEPTED', 'POSITION_FILLED'],
          ['POSITION_FILLED', 'ON_HOLD'],
        ]),
      ],
      {
        statuses,
        walked: { start: 'APPLIED', walks: (from, to) => from !== 'APPLIED' && to !== 'ON_HOLD' },
      },
    );
    expect(result.unwalked.map((t) => [transitionName(t.from, t.to), t.count, t.note])).toEqual([
      [
        '(created) → APPLIED',
        3,
        'a creation, not a move: no path walks it, every path starts in APPLIED where it leaves an application',
      ],
      ['APPLIED → PROFILE_SCREENED', 2, expect.stringMatching(/^allowed, but no generated path walks it/)],
      ['APPLIED → OFFER_ACCEPTED', 1, 'forbidden by the pipeline (see the violations)'],
      ['POSITION_FILLED → ON_HOLD', 1, expect.stringMatching(/^allowed, but no generated path walks it/)],
    ]);
    expect(result.violations.map((v) => v.applicationId)).toEqual([31]);
  });
});
