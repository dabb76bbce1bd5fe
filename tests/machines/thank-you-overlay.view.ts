// The thank-you overlay as a person sees it, for both drivers: a click anywhere on it (here on its heading)
// closes it; while it is in the page it is a dialog named by its heading and described by its message,
// opaque only while shown and transparent while it waits to fade in and while it fades out; then it is gone.
import type { thankYouOverlayMachine } from '../../machines/thank-you-overlay.machine';
import type { ThankYouVariant } from '../../src/features/careers/thank-you-overlay';
import type { UiWalker } from '../support/paths/path-model';
import type { Screen } from '../support/paths/screen';

/** The job both drivers apply for: a demo job of the built site (server/db/demo/careers.ts). */
export const JOB_TITLE = 'HR Recruiter';

/** What a person reads in each variant, word for word. */
export const SEEN: Record<ThankYouVariant, { heading: string; message: string }> = {
  applied: {
    heading: 'Thank you',
    message: "We've received your application. A confirmation has been sent to your email.",
  },
  duplicate: {
    heading: "You're already in process",
    message: `We already have your profile for the selected role (${JOB_TITLE}). If anything changed, reply to our previous email with updates.`,
  },
};

/** The view of one variant: the variant is the component's, not the machine's (it only times the overlay). */
export function thankYouOverlayView(variant: ThankYouVariant) {
  const { heading, message } = SEEN[variant];
  return {
    perform: {
      'overlay.close': ({ screen }) => screen.click({ role: 'heading', name: heading }),
    },
    expect: async ({ screen }, snapshot) => {
      if (snapshot.matches('removed')) {
        await screen.expect({ role: 'dialog' }, { present: false });
        return;
      }
      await screen.expect(
        { role: 'dialog', name: heading },
        { description: message, opacity: snapshot.matches('shown') ? '1' : '0' },
      );
    },
  } satisfies Omit<UiWalker<typeof thankYouOverlayMachine, { screen: Screen }>, 'render'>;
}
