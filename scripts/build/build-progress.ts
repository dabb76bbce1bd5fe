// What npm start says while it builds: each step as it begins, with what is left after it, and how long it
// took, so a first start never sits silent.
import { performance } from 'node:perf_hooks';

export type Progress = (line: string) => void;

export interface BuildSteps {
  /** Runs `work` as the step named `name`, and reports it through `say`. */
  step<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** Steps counted against `names`, the whole list in order (later steps are named as what is left). */
export function buildSteps(names: readonly string[], say: Progress | undefined): BuildSteps {
  return {
    async step(name, work) {
      const index = names.indexOf(name);
      if (index < 0) throw new Error(`"${name}" is not one of the build's steps`);
      const left = names.slice(index + 1);
      say?.(`  [${index + 1}/${names.length}] ${name}…${left.length ? ` (then: ${left.join(', ')})` : ''}`);
      const started = performance.now();
      const result = await work();
      say?.(`        ${name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return result;
    },
  };
}
