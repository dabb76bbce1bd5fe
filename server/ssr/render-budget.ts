// How many renders each client may start (decision 0042): a burst, then one more per interval. A page kept
// after its render costs nothing to send again; a render of a page nobody has asked for yet costs the
// server far more, so a client that asks for page after page of those gets the client-only page (its own
// browser draws it) until its budget refills. Per process, in memory: what it protects is this process's
// time, and a client's count never needs to be shared.

/** Renders a client may start at once. */
export const RENDER_BURST = 20;
/** One more render per this many milliseconds, up to RENDER_BURST. */
export const RENDER_REFILL_MS = 1_000;
/** Clients remembered at most: the least recently seen is forgotten (it comes back with a full budget). */
const CLIENTS_KEPT = 10_000;

export interface RenderBudget {
  /** Takes one render from `client`'s budget; false when none is left. */
  take(client: string): boolean;
}

export function renderBudget(): RenderBudget {
  const clients = new Map<string, { renders: number; at: number }>();
  return {
    take(client) {
      const time = Date.now();
      const last = clients.get(client);
      const renders = last
        ? Math.min(RENDER_BURST, last.renders + (time - last.at) / RENDER_REFILL_MS)
        : RENDER_BURST;
      // Most recently seen last: the first entry is the one to forget when too many are kept.
      clients.delete(client);
      const granted = renders >= 1;
      clients.set(client, { renders: granted ? renders - 1 : renders, at: time });
      if (clients.size > CLIENTS_KEPT) clients.delete(clients.keys().next().value as string);
      return granted;
    },
  };
}
