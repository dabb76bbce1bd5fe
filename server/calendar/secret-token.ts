// A secret in an address (the calendar feed's key): random, and stored only as its SHA-256 hash, the recipe of
// the status page's links (server/services/status-links.ts) and the shortlists' (shortlist-token.ts). A hash is
// looked up by the database's unique index: the caller holds the secret, so the hash's timing teaches nothing.
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = () => randomBytes(32).toString('base64url');
export const secretTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
