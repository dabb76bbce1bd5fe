// Reads the text of résumés on a thread of its own (resume-text-worker.mjs) with a size, time and memory
// budget, so no file, however large or hostile, can hold the event loop or the server's memory
// (docs/decisions/0048). One file at a time: a read that overruns its time, or the thread's memory, has its
// thread stopped and replaced, and the file is "unreadable" with the reason. A thread that cannot start at
// all is an error, not a verdict on the file: the résumé stays to be read.
import { Worker } from 'node:worker_threads';
import { signatureOf } from '../services/resume-type';

/** What reading one résumé found. */
export type ResumeReading =
  | { state: 'extracted' | 'empty'; text: string }
  | { state: 'unreadable' | 'too-large'; reason: string };

export interface ResumeReader {
  /** The text of one file; rejects only when the reader itself cannot run (closed, or its thread won't start). */
  read(bytes: Buffer): Promise<ResumeReading>;
  /**
   * Stops the thread now if it has no file in hand or waiting (a reading pass has ended), giving its memory
   * back without waiting for `idleMs`; the next file starts another.
   */
  release(): void;
  close(): Promise<void>;
}

export interface ResumeReaderOptions {
  /** Longest one read may take. @default 20000 */
  budgetMs?: number;
  /** Larger files are "too-large" without being read. @default 10 MB (twice the upload limit) */
  maxBytes?: number;
  /** The thread's heap. @default 256 */
  maxMemoryMb?: number;
  /**
   * An idle thread is stopped after this long, giving its memory back (pdf.js's most of it, 0054): long
   * enough for a reading pass's files to share one thread (the gap between two is a few database writes),
   * short enough that a server does not hold the thread between applications (docs/decisions/0054); the
   * indexer also stops it as soon as its pass ends (release()). Each pass pays the thread's start and pdf.js's
   * load once. @default 1000
   */
  idleMs?: number;
  /** The thread's module; tests give a stand-in. @default resume-text-worker.mjs */
  workerUrl?: URL;
}

/** The text kept per résumé: a long CV's first pages, so its search vector and snippets stay bounded. */
export const MAX_TEXT_CHARS = 50_000;

/** Longest a new thread may take to load before the file waiting for it is given up. */
const STARTUP_MS = 30_000;
const WORKER_URL = new URL('./resume-text-worker.mjs', import.meta.url);

type Format = 'pdf' | 'docx' | 'doc';
type Answer = { ready: true } | { id: number; text: string } | { id: number; error: string };

interface Job {
  format: Format;
  bytes: Buffer;
  resolve(reading: ResumeReading): void;
  reject(error: Error): void;
}

/** The format by the file's first bytes (stored résumés were checked on upload: a zip is a DOCX). */
function formatOf(bytes: Buffer): Format | null {
  const signature = signatureOf(bytes.subarray(0, 8));
  return signature === 'zip' ? 'docx' : signature;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ue000-\uf8ff]/g;

/**
 * Plain text that PostgreSQL can store and the search can mark: no NUL, none of the private-use characters
 * the snippets use as markers (server/services/talent-pool-snippets.ts), runs of blanks as one, capped.
 */
export function cleanText(raw: string): string {
  return raw
    .replace(UNSTORABLE, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

export function createResumeReader({
  budgetMs = 20_000,
  maxBytes = 10 * 1024 * 1024,
  maxMemoryMb = 256,
  idleMs = 1_000,
  workerUrl = WORKER_URL,
}: ResumeReaderOptions = {}): ResumeReader {
  const waiting: Job[] = [];
  let worker: Worker | undefined;
  let ready = false;
  let startup: NodeJS.Timeout | undefined;
  let idle: NodeJS.Timeout | undefined;
  let current: { id: number; job: Job; timer: NodeJS.Timeout } | undefined;
  let nextId = 1;
  let closed = false;

  const spawn = () => {
    const thread = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb } });
    thread.unref();
    ready = false;
    startup = setTimeout(() => fail(thread, 'startup'), STARTUP_MS);
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
      if ('text' in answer) {
        const text = cleanText(answer.text);
        job.resolve(text ? { state: 'extracted', text } : { state: 'empty', text: '' });
      } else {
        job.resolve({ state: 'unreadable', reason: `The file could not be read: ${answer.error}` });
      }
      startNext();
    });
    // Out of memory or a crash: the file in hand was the cause; the next one gets a new thread.
    thread.on('error', (error) =>
      fail(thread, 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash'),
    );
    thread.on('exit', () => fail(thread, 'crash'));
    return thread;
  };

  const reasons = {
    time: `Reading it took longer than ${budgetMs / 1000} s.`,
    memory: `Reading it needed more than ${maxMemoryMb} MB of memory.`,
    crash: 'The reader stopped while reading it.',
  };

  const fail = (thread: Worker, why: keyof typeof reasons | 'startup') => {
    if (worker !== thread) return;
    worker = undefined;
    clearTimeout(startup);
    void thread.terminate();
    if (current) {
      clearTimeout(current.timer);
      current.job.resolve({ state: 'unreadable', reason: why === 'startup' ? reasons.crash : reasons[why] });
      current = undefined;
    } else if (!ready) {
      // The thread never loaded: an install problem, not the file's; it stays to be read.
      waiting.shift()?.reject(new Error('The résumé reader could not start.'));
    }
    startNext();
  };

  const stopIfIdle = () => {
    clearTimeout(idle);
    if (current || waiting.length > 0 || !worker) return;
    const thread = worker;
    worker = undefined;
    void thread.terminate();
  };

  const stopWhenIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(stopIfIdle, idleMs);
    idle.unref();
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
    current = { id, job, timer: setTimeout(() => fail(thread, 'time'), budgetMs) };
    thread.postMessage({ id, format: job.format, bytes: job.bytes });
  };

  return {
    read(bytes) {
      if (closed) return Promise.reject(new Error('The résumé reader is closed.'));
      if (bytes.length > maxBytes) {
        const limit = `${Math.round(maxBytes / (1024 * 1024))} MB`;
        return Promise.resolve({ state: 'too-large', reason: `The file is larger than ${limit}.` });
      }
      const format = formatOf(bytes);
      if (!format) {
        return Promise.resolve({ state: 'unreadable', reason: 'The file is not a PDF, DOCX or DOC.' });
      }
      return new Promise<ResumeReading>((resolve, reject) => {
        waiting.push({ format, bytes, resolve, reject });
        startNext();
      });
    },
    release: stopIfIdle,
    async close() {
      closed = true;
      clearTimeout(startup);
      clearTimeout(idle);
      const closing = new Error('The résumé reader is closed.');
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
