// The firm's name, founding year, cities and tagline live in one place (contracts/firm.ts, given to the
// pages by src/content/site.ts): with other values there, no page's copy or head still says the old ones.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../contracts/firm', async (importOriginal) => {
  const { firm } = await importOriginal<typeof import('../../../contracts/firm')>();
  return {
    firm: {
      ...firm,
      name: 'Acme Advisory',
      legalName: 'Acme Advisory Ltd',
      tagline: 'Plan. Build. Grow.',
      foundedYear: 2019,
      offices: {
        india: {
          ...firm.offices.india,
          city: 'Pune',
          addressLines: ['Shivajinagar', 'Pune, Maharashtra', 'India'],
        },
        uk: { ...firm.offices.uk, city: 'Leeds', addressLines: ['Leeds', 'United Kingdom'] },
      },
    },
  };
});

const pages = import.meta.glob<Record<string, unknown>>('../../../src/content/pages/*.ts', { eager: true });

describe('the site configuration', () => {
  it('is where every page’s copy and head take the firm’s name, founding year, cities and tagline from', () => {
    const copy = JSON.stringify(pages);
    expect(Object.keys(pages).length).toBeGreaterThan(10);
    for (const old of ['Meera Consultancy', '2013', 'Hyderabad', 'Manchester', 'Consult. Create. Conquer.']) {
      expect(copy).not.toContain(old);
    }
    for (const current of ['Acme Advisory', '2019', 'Pune', 'Leeds', 'Plan. Build. Grow.']) {
      expect(copy).toContain(current);
    }
  });
});
