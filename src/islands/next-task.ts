// Browser: a point where the islands give the main thread back, so the browser can paint and answer a tap
// in between the pieces of their start (decisions 0061 and 0067).

/** Resolves in a task of its own (a message, which no timer throttling or paused clock holds back). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
