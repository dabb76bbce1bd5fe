// Which content coding a request accepts best (RFC 9110 Accept-Encoding: tokens with optional q-values,
// `*` for any coding not named, q=0 for "not this one"). Ties go to the smaller coding, br before gzip.

export type ContentEncoding = 'br' | 'gzip';

/** Our preference when the client weighs codings equally: brotli makes the smaller files. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

function weights(header: string): Map<string, number> {
  const weighed = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!token) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weighed.set(token === 'x-gzip' ? 'gzip' : token, Number.isNaN(weight) ? 0 : weight);
  }
  return weighed;
}

/** The best of `available` the header accepts; undefined means send the bytes as they are. */
export function preferredEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  if (!header || available.length === 0) return undefined;
  const weighed = weights(header);
  const any = weighed.get('*') ?? 0;
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const weight = weighed.get(encoding) ?? any;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
