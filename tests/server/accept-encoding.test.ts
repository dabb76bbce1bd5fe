import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../server/http/accept-encoding';

const both = ['br', 'gzip'] as const;

describe('preferredEncoding', () => {
  it('prefers brotli when the client weighs codings equally, as browsers do', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredEncoding('gzip, deflate', both)).toBe('gzip');
    expect(preferredEncoding('*', both)).toBe('br');
  });

  it('follows q-values, and q=0 refuses a coding', () => {
    expect(preferredEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(preferredEncoding('br;q=0, *', both)).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0', both)).toBeUndefined();
    expect(preferredEncoding('*;q=0', both)).toBeUndefined();
  });

  it('sends the bytes as they are without a header, for identity, or when nothing fits', () => {
    expect(preferredEncoding(undefined, both)).toBeUndefined();
    expect(preferredEncoding('', both)).toBeUndefined();
    expect(preferredEncoding('identity', both)).toBeUndefined();
    expect(preferredEncoding('deflate', both)).toBeUndefined();
    expect(preferredEncoding('br', ['gzip'])).toBeUndefined();
    expect(preferredEncoding('br', [])).toBeUndefined();
  });

  it('reads tokens regardless of case and spacing', () => {
    expect(preferredEncoding(' GZIP ; Q=1 ', both)).toBe('gzip');
    expect(preferredEncoding('x-gzip', both)).toBe('gzip');
  });
});
