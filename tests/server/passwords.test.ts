import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/services/passwords';

describe('password hashing', () => {
  it('stores only a salted scrypt hash and verifies the right password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
  });

  it('salts each hash, so equal passwords give different hashes', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats a malformed stored hash as a wrong password', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
