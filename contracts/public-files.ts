// The addresses of the files from public/ (logos, hero posters and videos, section images), each with its version:
// `/images/why-hr.webp?v=…`, a short hash of the file's bytes that the build writes into public-versions.gen.ts
// (scripts/build/public-versions.ts). The server lets browsers keep an address with the file's current version
// for a year, since a changed file gets a new one (server/plugins/static-files.ts); any other is revalidated.
import { PUBLIC_VERSIONS } from './public-versions.gen';

/** The query parameter that carries a file's version. */
export const PUBLIC_VERSION_PARAM = 'v';

/** A file from public/ by its address (`/logo.svg`), with its version; any other address as it is. */
export function publicFile(address: string): string {
  const version = PUBLIC_VERSIONS[address];
  return version ? `${address}?${PUBLIC_VERSION_PARAM}=${version}` : address;
}
