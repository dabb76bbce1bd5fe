// Messages from the contact form: stored for the staff inbox, with the office that should answer.

import type { ContactMessage } from '../../contracts/contact';
import { firm } from '../../contracts/firm';
import { OUTSIDE_INDIA } from '../../contracts/india-locations';
import { firstNameOf } from '../../contracts/person-fields';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export async function storeContactMessage(db: Db, message: ContactMessage): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone ?? null,
      service: message.service,
      state: message.state,
      city: message.city,
      message: message.message,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('the contact message was not stored');
  return row.id;
}

/** Visitors in India are answered from Hyderabad; everyone else from Manchester. */
export function answeringOffice(message: Pick<ContactMessage, 'state'>) {
  return message.state === OUTSIDE_INDIA ? firm.offices.uk : firm.offices.india;
}

/** The confirmation the contact page shows once the message is stored. */
export function contactConfirmation(message: Pick<ContactMessage, 'name' | 'state'>): string {
  const firstName = firstNameOf(message.name);
  const office = answeringOffice(message);
  return `Thank you, ${firstName}. Your message has reached our ${office.city} team and we will reply by e-mail or phone within one working day.`;
}
