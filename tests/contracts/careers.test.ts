import { describe, expect, it } from 'vitest';
import { applicationFieldsSchema, RESUME_MAX_BYTES, resumeFileProblem } from '../../contracts/careers';
import { careerPath, careerSlug } from '../../contracts/public-paths';

// docs/requirements.md#career-slug
describe('the job slug: lower-cased title, each run of non-alphanumerics one hyphen', () => {
  it.each([
    ['Frontend Developer (React)', 'frontend-developer-react-'],
    ['UI/UX Designer', 'ui-ux-designer'],
    ['Area Sales Manager – Telangana', 'area-sales-manager-telangana'],
    ['Senior SEO & PPC Specialist (B2B)', 'senior-seo-ppc-specialist-b2b-'],
    ['  C++ / .NET  ', '-c-net-'],
  ])('%s → %s', (title, slug) => {
    expect(careerSlug(title)).toBe(slug);
  });

  it('builds the page address from slug and id', () => {
    expect(careerPath({ id: 12, title: 'HR Recruiter' })).toBe('/careers/hr-recruiter/12');
  });
});

describe('the apply form schema shared by browser and server', () => {
  const valid = {
    fullName: 'Priya Sharma',
    email: 'priya@example.com',
    mobile: '+91 98765 43210',
    state: 'Telangana',
    city: 'Hyderabad',
    consent: true,
  };

  it('accepts the consent as the box (true) or as multipart sends it ("true")', () => {
    expect(applicationFieldsSchema.parse(valid).consent).toBe(true);
    expect(applicationFieldsSchema.parse({ ...valid, consent: 'true' }).consent).toBe(true);
  });

  it('reports every field at once, the consent included', () => {
    const result = applicationFieldsSchema.safeParse({
      ...valid,
      email: 'x',
      city: 'Mumbai',
      consent: false,
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(Object.keys(fields).sort()).toEqual(['city', 'consent', 'email']);
    expect(fields.consent).toMatch(/agree to us processing your details for recruitment/);
  });

  it('normalises the mobile number', () => {
    expect(applicationFieldsSchema.parse({ ...valid, mobile: '+44 (7700) 900-123' }).mobile).toBe(
      '+44 7700 900123',
    );
  });
});

describe('checking a chosen résumé before sending it', () => {
  it.each([
    [{ name: 'cv.pdf', size: 1000 }, undefined],
    [{ name: 'CV.DOCX', size: RESUME_MAX_BYTES }, undefined],
    [{ name: 'cv.doc', size: 10 }, undefined],
    [null, 'Please attach your résumé (PDF, DOC or DOCX, up to 5 MB).'],
    [
      { name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 },
      'Your résumé is larger than 5 MB. Please attach a smaller PDF, DOC or DOCX file.',
    ],
    [{ name: 'cv.exe', size: 10 }, 'Please attach your résumé as a PDF, DOC or DOCX file.'],
    [{ name: 'cv.pdf', size: 0 }, expect.stringMatching(/empty/)],
  ])('%j', (file, problem) => {
    expect(resumeFileProblem(file)).toEqual(problem);
  });
});
