// A secret in an address (a status-page link, a calendar feed's key, a client's shortlist link): random, and
// stored only as its SHA-256 hash. A hash is looked up by the database's unique index: the caller holds the
// secret, so the lookup's timing teaches nothing.
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = () => randomBytes(32).toString('base64url');
export const secretTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
