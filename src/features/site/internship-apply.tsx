// The internship page's apply button (docs/requirements.md#internship-page): straight to the standing
// "Internship Programme" job once the browser has found it, else to the careers list filtered to
// internships.
import { careerPath } from '#contracts/public-paths.ts';
import { LinkButton } from '#src/components/link-button/link-button.tsx';
import { useInternshipCareer } from './use-internship-career';

export function InternshipApplyButton() {
  const career = useInternshipCareer();
  if (career) {
    return (
      <LinkButton to={careerPath(career)} size="md">
        Apply for an internship
      </LinkButton>
    );
  }
  return (
    <LinkButton to="/careers" search={{ q: 'Internship' }} size="md">
      See internship openings
    </LinkButton>
  );
}
