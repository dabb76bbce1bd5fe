// Whether a move e-mails the candidate (docs/decisions/0021): its target has an active template. The card's
// move and the bulk move offer "E-mail the candidate" by this one rule.
export const sendsMail = (target: string | null, mailStatuses: readonly string[]) =>
  target !== null && mailStatuses.includes(target);
