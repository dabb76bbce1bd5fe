// The caches of answers and pages are bounded by bytes (docs/decisions/0054): however the entries are
// sized, what is kept never passes the budget, the least recently used goes first, and one entry larger
// than the whole budget is not kept.
import { describe, expect, it } from 'vitest';
import { encodedBytes, KeptBytes } from '../../server/http/kept-bytes';

describe('KeptBytes', () => {
  it('forgets the least recently used entries once the bytes pass the budget', () => {
    const kept = new KeptBytes<string, string>({ maxBytes: 100 });
    kept.set('a', 'A', 40);
    kept.set('b', 'B', 40);
    expect(kept.get('a')).toBe('A'); // a is now the most recently used
    kept.set('c', 'C', 40);
    expect(kept.has('b')).toBe(false);
    expect(kept.get('a')).toBe('A');
    expect(kept.get('c')).toBe('C');
    expect(kept.bytes).toBe(80);
  });

  it('keeps no more entries than allowed, whatever their size', () => {
    const kept = new KeptBytes<number, number>({ maxBytes: 1_000_000, maxEntries: 3 });
    for (let i = 0; i < 10; i++) kept.set(i, i, 1);
    expect(kept.size).toBe(3);
    expect([7, 8, 9].every((i) => kept.has(i))).toBe(true);
    expect(kept.bytes).toBe(3);
  });

  it('does not keep an entry larger than the whole budget, and loses nothing for it', () => {
    const kept = new KeptBytes<string, string>({ maxBytes: 100 });
    kept.set('small', 's', 10);
    expect(kept.set('huge', 'h', 101)).toBe(false);
    expect(kept.has('huge')).toBe(false);
    expect(kept.get('small')).toBe('s');
    expect(kept.bytes).toBe(10);
  });

  it('counts an entry again when its size becomes known, evicting others if needed', () => {
    const kept = new KeptBytes<string, string>({ maxBytes: 100 });
    kept.set('old', 'o', 60);
    kept.set('loading', 'l', 0);
    expect(kept.bytes).toBe(60);
    expect(kept.resize('loading', 50)).toBe(true);
    expect(kept.has('old')).toBe(false);
    expect(kept.bytes).toBe(50);
    expect(kept.resize('gone', 10)).toBe(false);
  });

  it('forgets what deleteWhere names and keeps the byte count right', () => {
    const kept = new KeptBytes<string, { area: string }>({ maxBytes: 1000 });
    kept.set('careers:1', { area: 'careers' }, 100);
    kept.set('blogs:1', { area: 'blogs' }, 200);
    kept.set('careers:2', { area: 'careers' }, 300);
    kept.deleteWhere((value) => value.area === 'careers');
    expect(kept.size).toBe(1);
    expect(kept.bytes).toBe(200);
    kept.clear();
    expect(kept.bytes).toBe(0);
  });

  it('holds a budget under many random sizes', () => {
    const kept = new KeptBytes<number, null>({ maxBytes: 10_000, maxEntries: 50 });
    for (let i = 0; i < 5000; i++) {
      kept.set(i % 300, null, (i * 7919) % 4000);
      expect(kept.bytes).toBeLessThanOrEqual(10_000);
      expect(kept.size).toBeLessThanOrEqual(50);
    }
  });

  it('sizes an encoded body by all of its codings', () => {
    const body = {
      identity: { bytes: Buffer.alloc(1000) },
      br: { bytes: Buffer.alloc(100) },
      gzip: { bytes: Buffer.alloc(120) },
    };
    expect(encodedBytes(body)).toBe(1220);
    expect(encodedBytes({ identity: { bytes: Buffer.alloc(10) } })).toBe(10);
  });
});
