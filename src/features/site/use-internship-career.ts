// The standing "Internship Programme" job, so the internship page can link straight to its application.
import { useEffect, useState } from 'react';
import { CAREER_LIST_PATH } from '#contracts/api-paths.ts';
import type { CareerListItem } from '#contracts/careers.ts';
import { fetchChecked } from '#src/lib/api.ts';

export const INTERNSHIP_CAREER_TITLE = 'Internship Programme';

/** The open internship job from the public careers list; null while loading, when absent or unreachable. */
export function useInternshipCareer(): CareerListItem | null {
  const [career, setCareer] = useState<CareerListItem | null>(null);
  useEffect(() => {
    let current = true;
    fetchChecked(async () => (await import('#contracts/careers.ts')).careerListSchema, CAREER_LIST_PATH)
      .then((careers) => {
        const wanted = INTERNSHIP_CAREER_TITLE.toLowerCase();
        const found = careers.find((c) => c.title.trim().toLowerCase() === wanted) ?? null;
        if (current) setCareer(found);
      })
      .catch(() => {
        // The page still offers the careers list, filtered to internships.
      });
    return () => {
      current = false;
    };
  }, []);
  return career;
}
