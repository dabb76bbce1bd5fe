import os from 'node:os';

/**
 * Seconds of CPU every core of the machine has spent busy since it started (user, nice, system, interrupts).
 * The difference over a span is the whole machine's work in it, whichever process did it.
 */
export const busyCpuSeconds = () =>
  os.cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) / 1000;
