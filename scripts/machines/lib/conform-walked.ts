// Which moves the applicant-status machine's generated test paths walk: the paths the path test generates
// from its model (tests/machines/applicant-status.model.ts), walked through the machine alone, and the
// `move FROM → TO (…)` situations they reach. The model and the path helpers import no vitest.
import { applicantStatusModel, moveSituation } from '../../../tests/machines/applicant-status.model';
import { generatePaths } from '../../../tests/support/paths/path-generation';
import { coverageOf } from '../../../tests/support/paths/ui-paths';
import type { WalkedMoves } from './conform-history';

export interface WalkedByTests extends WalkedMoves {
  /** How many generated paths were walked. */
  paths: number;
}

export function movesTheTestsWalk(): WalkedByTests {
  const paths = generatePaths(applicantStatusModel);
  const { situations } = coverageOf(applicantStatusModel, paths);
  return {
    start: applicantStatusModel.input.current,
    walks: (from, to) => situations.has(moveSituation(from, to)),
    paths: paths.length,
  };
}
