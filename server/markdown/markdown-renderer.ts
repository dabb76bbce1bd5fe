// Renders staff markdown on a thread of its own with a time budget, so no text, however hostile, can hold the
// event loop (rendered on it, a pathological one held up every other request, health checks too:
// docs/decisions/0011). One text at a time: a render that overruns its budget has its thread stopped and
// replaced. The budget counts the render only: a new thread's start (loading marked, seconds on a busy
// machine) is waited for apart. Texts are rendered when they are saved, and the HTML is stored
// (docs/decisions/0011). A thread idle for `idleMs` is stopped (its memory, with marked and
// sanitize-html loaded, goes back to the system: texts are rendered when staff save them, rarely), and the next
// text starts a new one (docs/decisions/0054).
import { Worker } from 'node:worker_threads';
import { MARKDOWN_TOO_COMPLEX_MESSAGE } from '../../contracts/admin-markdown';

/** The text could not be rendered within the budget, or the renderer failed on it (too deep). */
export class MarkdownTooComplexError extends Error {
  constructor() {
    super(MARKDOWN_TOO_COMPLEX_MESSAGE);
    this.name = 'MarkdownTooComplexError';
  }
}

/** Too many texts are waiting for the renderer: try again shortly. */
export class MarkdownBusyError extends Error {
  constructor() {
    super('The text renderer is busy. Please try again in a moment.');
    this.name = 'MarkdownBusyError';
  }
}

export interface MarkdownRenderer {
  /** The text as sanitised HTML; rejects with MarkdownTooComplexError or MarkdownBusyError. */
  render(markdown: string): Promise<string>;
  close(): Promise<void>;
}

export interface MarkdownRendererOptions {
  /** Longest a single render may take. @default 1000 */
  budgetMs?: number;
  /** Texts allowed to wait behind the one rendering. @default 32 */
  maxWaiting?: number;
  /** The thread's module; tests give one that starts slowly. @default markdown-worker.mjs */
  workerUrl?: URL;
  /** How long a thread with nothing to render is kept before it is stopped. @default 30000 */
  idleMs?: number;
}

interface Job {
  markdown: string;
  resolve(html: string): void;
  reject(error: Error): void;
}

type Answer = { ready: true } | { id: number; html: string } | { id: number; error: string };

/** Longest a new thread may take to load before the text waiting for it is given up. */
const STARTUP_MS = 30_000;

const WORKER_URL = new URL('./markdown-worker.mjs', import.meta.url);

export function createMarkdownRenderer({
  budgetMs = 1000,
  maxWaiting = 32,
  workerUrl = WORKER_URL,
  idleMs = 30_000,
}: MarkdownRendererOptions = {}): MarkdownRenderer {
  const waiting: Job[] = [];
  let worker: Worker | undefined;
  let ready = false;
  let startup: NodeJS.Timeout | undefined;
  let current: { id: number; job: Job; timer: NodeJS.Timeout } | undefined;
  let nextId = 1;
  let closed = false;
  let idle: NodeJS.Timeout | undefined;

  /** Stops the thread once it has had nothing to do for idleMs; a text meanwhile keeps it. */
  const stopWhenIdle = () => {
    clearTimeout(idle);
    const thread = worker;
    if (!thread || !ready || current || waiting.length > 0) return;
    idle = setTimeout(() => {
      if (worker !== thread || current || waiting.length > 0) return;
      worker = undefined;
      ready = false;
      void thread.terminate();
    }, idleMs);
    idle.unref();
  };

  const spawn = () => {
    const thread = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: 128 } });
    thread.unref();
    ready = false;
    startup = setTimeout(() => fail(thread), STARTUP_MS);
    thread.on('message', (answer: Answer) => {
      if ('ready' in answer) {
        clearTimeout(startup);
        ready = true;
        startNext();
        return;
      }
      if (!current || answer.id !== current.id) return;
      const { job, timer } = current;
      clearTimeout(timer);
      current = undefined;
      if ('html' in answer) job.resolve(answer.html);
      else job.reject(new MarkdownTooComplexError());
      startNext();
    });
    // Out of memory or a crash: the text in hand was the cause; the next one gets a new thread.
    thread.on('error', () => fail(thread));
    thread.on('exit', () => fail(thread));
    return thread;
  };

  const fail = (thread: Worker) => {
    if (worker !== thread) return;
    worker = undefined;
    clearTimeout(startup);
    void thread.terminate();
    if (current) {
      clearTimeout(current.timer);
      current.job.reject(new MarkdownTooComplexError());
      current = undefined;
    } else if (!ready) {
      // The thread never loaded: the text waiting for it fails, so a broken install cannot respawn forever.
      waiting.shift()?.reject(new Error('The markdown renderer could not start.'));
    }
    startNext();
  };

  const startNext = () => {
    if (current || closed) return;
    const job = waiting.shift();
    if (!job) {
      stopWhenIdle();
      return;
    }
    clearTimeout(idle);
    worker ??= spawn();
    if (!ready) {
      waiting.unshift(job);
      return;
    }
    const thread = worker;
    const id = nextId++;
    // The budget's timer and the thread's answer can be due together when the event loop was held (a long
    // query, a pause for garbage): timers run first, so the failure waits one turn for an answer in hand.
    const overran = () => setImmediate(() => current?.id === id && fail(thread));
    current = { id, job, timer: setTimeout(overran, budgetMs) };
    thread.postMessage({ id, markdown: job.markdown });
  };

  return {
    render(markdown) {
      if (closed) return Promise.reject(new Error('The markdown renderer is closed.'));
      if (waiting.length >= maxWaiting) return Promise.reject(new MarkdownBusyError());
      return new Promise<string>((resolve, reject) => {
        waiting.push({ markdown, resolve, reject });
        startNext();
      });
    },
    async close() {
      closed = true;
      clearTimeout(startup);
      clearTimeout(idle);
      const closing = new Error('The markdown renderer is closed.');
      for (const job of waiting.splice(0)) job.reject(closing);
      if (current) {
        clearTimeout(current.timer);
        current.job.reject(closing);
        current = undefined;
      }
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
