// Frames as a browser draws them, about every 16 ms: happy-dom runs frame callbacks at once, so a loop that
// waits on frames (an animation, a retry until an element appears) would spin the CPU. Frames follow the
// real clock whether or not a test fakes its timers, as a browser's do. Frames an earlier file left waiting
// (files share their worker's window, isolate: false) are dropped: nothing of its pages runs on in this one.
const FRAME_MS = 16;
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;

type Timer = ReturnType<typeof setTimeout>;
const shared = globalThis as { waitingFrames?: Map<number, Timer> };
shared.waitingFrames ??= new Map();
const waitingFrames = shared.waitingFrames;
for (const timer of waitingFrames.values()) realClearTimeout(timer);
waitingFrames.clear();

window.requestAnimationFrame = (callback) => {
  const timer = realSetTimeout(() => {
    waitingFrames.delete(id);
    callback(performance.now());
  }, FRAME_MS);
  const id = Number(timer);
  waitingFrames.set(id, timer);
  return id;
};

window.cancelAnimationFrame = (id) => {
  realClearTimeout(waitingFrames.get(id));
  waitingFrames.delete(id);
};
