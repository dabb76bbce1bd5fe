// A cache bounded by the bytes it keeps, not only by its entries (docs/decisions/0054): the public answers,
// the rendered pages and the recruiting report keep what they made in one of these. The least recently used
// entry goes first when either bound is passed; an entry larger than the whole budget is not kept at all.
// An entry's size is given when it is set (an answer still being made counts nothing until it is set
// again with its size).

export interface KeptBytesOptions {
  /** The most bytes kept, all entries together. */
  maxBytes: number;
  /** The most entries kept, whatever their size. @default Infinity */
  maxEntries?: number;
}

interface Slot<V> {
  value: V;
  bytes: number;
}

export class KeptBytes<K, V> {
  readonly maxBytes: number;
  readonly maxEntries: number;
  /** Least recently used first: a Map keeps the order of insertion, and a use moves the entry to the end. */
  readonly #slots = new Map<K, Slot<V>>();
  #bytes = 0;

  constructor({ maxBytes, maxEntries = Number.POSITIVE_INFINITY }: KeptBytesOptions) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
  }

  /** Bytes kept now. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#slots.size;
  }

  /** The value, marked as just used; `touch: false` leaves the order alone (a look that is no use). */
  get(key: K, { touch = true }: { touch?: boolean } = {}): V | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    if (touch) {
      this.#slots.delete(key);
      this.#slots.set(key, slot);
    }
    return slot.value;
  }

  has(key: K): boolean {
    return this.#slots.has(key);
  }

  /**
   * Keeps `value` as `bytes` long, as the most recently used, and forgets the least recently used entries
   * while a bound is passed. Answers false (and keeps nothing) when the value alone is over the budget.
   */
  set(key: K, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.#slots.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, slot] of this.#slots) {
      if (this.#bytes <= this.maxBytes && this.#slots.size <= this.maxEntries) break;
      this.#slots.delete(oldest);
      this.#bytes -= slot.bytes;
    }
    return true;
  }

  /** Sets the size of an entry already kept (its answer is made), with the same eviction as set(). */
  resize(key: K, bytes: number): boolean {
    const slot = this.#slots.get(key);
    if (!slot) return false;
    return this.set(key, slot.value, bytes);
  }

  delete(key: K): boolean {
    const slot = this.#slots.get(key);
    if (!slot) return false;
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
    return true;
  }

  /** Forgets every entry `drop` names. */
  deleteWhere(drop: (value: V, key: K) => boolean): void {
    for (const [key, slot] of this.#slots) if (drop(slot.value, key)) this.delete(key);
  }

  clear(): void {
    this.#slots.clear();
    this.#bytes = 0;
  }
}

/** The bytes a body kept in every coding takes. */
export function encodedBytes(body: {
  identity: { bytes: Buffer };
  br?: { bytes: Buffer };
  gzip?: { bytes: Buffer };
}): number {
  return body.identity.bytes.length + (body.br?.bytes.length ?? 0) + (body.gzip?.bytes.length ?? 0);
}
