// Work an answer leaves behind, started only once the answer has gone (docs/decisions/0041): however long
// it takes, and whatever it finds, the answer's time does not show it.
import { finished } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Starts `work` once `reply` has gone out (or its client has gone). */
export type AfterAnswer = (reply: FastifyReply, work: () => Promise<unknown>) => void;

/**
 * Work after answers in `app`: nobody waits for it any more, so a failure is logged as `failure`, and closing
 * `app` waits for the work under way.
 */
export function workAfterAnswers(app: FastifyInstance, failure: string): AfterAnswer {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
  return (reply, work) => {
    finished(reply.raw, () => {
      const run: Promise<void> = work()
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, failure),
        )
        .finally(() => running.delete(run));
      running.add(run);
    });
  };
}
