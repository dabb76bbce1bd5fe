// Every server hears when another one changes careers or blogs (a NOTIFY on the database, sent by
// invalidatePublicCache), and forgets its public answers and rendered pages of that area at once; after a
// lost connection it forgets them all, since a notice may have been missed (docs/decisions/0012).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  changedAreaOf,
  forgetPublicAnswers,
  PUBLIC_CHANGES_CHANNEL,
  publicAreas,
} from '../services/public-cache';

export const publicChangesPlugin = fp(
  async function publicChanges(app: FastifyInstance) {
    const { db } = app.database;
    const stop = await app.database.listen(
      PUBLIC_CHANGES_CHANNEL,
      (notice) => {
        const area = changedAreaOf(db, notice);
        if (area) forgetPublicAnswers(db, area);
      },
      () => {
        for (const area of publicAreas) forgetPublicAnswers(db, area);
      },
    );
    // The database may be closed already (its own hook can run first): nothing is left to stop then.
    app.addHook('onClose', () => stop().catch(() => {}));
  },
  { name: 'public-changes', dependencies: ['db'] },
);
