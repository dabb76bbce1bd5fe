// The firm's identity where both the SPA and the server need it (site chrome, structured data, e-mails).

export const firm = {
  name: 'Meera Consultancy',
  legalName: 'Meera Consultancy Services Ltd',
  tagline: 'Consult. Create. Conquer.',
  /** The public website; canonical links and structured data point here. */
  url: 'https://www.meeraconsultancy.com',
  /** Square logo for structured data (Google asks for at least 112 × 112 px). */
  logoPath: '/logo-512.png',
  /** Where applicants' replies go; the confirmation e-mail is sent from and answered to this address. */
  careersEmail: 'careers@meeraconsultancy.com',
  foundedYear: 2013,
  /**
   * The two offices: postal address (one line per entry, most specific first), e-mail and phone.
   * `phone` is as displayed, `phoneHref` is for tel: links (a plus and digits only).
   */
  offices: {
    india: {
      country: 'India',
      city: 'Hyderabad',
      addressLines: ['Khairatabad', 'Hyderabad, Telangana', 'India'],
      // PLACEHOLDER: the firm replaces the e-mail and phone. India sets no numbers aside for fiction, so this
      // one stays an obvious placeholder rather than a made-up number that could ring a real line.
      email: 'india@meeraconsultancy.com',
      phone: '+91 40 0000 0000',
      phoneHref: '+914000000000',
    },
    uk: {
      country: 'United Kingdom',
      city: 'Manchester',
      addressLines: ['Manchester', 'United Kingdom'],
      // PLACEHOLDER: the firm replaces the e-mail and phone; the number is from Ofcom's range for drama
      // (0161 496 0000–0999), which never rings anyone.
      email: 'uk@meeraconsultancy.com',
      phone: '+44 161 496 0000',
      phoneHref: '+441614960000',
    },
  },
  social: {
    linkedIn: 'https://www.linkedin.com/company/meera-consultancy',
    instagram: 'https://www.instagram.com/meeraconsultancy',
    facebook: 'https://www.facebook.com/meeraconsultancy',
  },
} as const;

export type Firm = typeof firm;
