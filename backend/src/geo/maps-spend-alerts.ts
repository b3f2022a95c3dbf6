// The owner hears once a business day that the day's paid map calls reached the cap, by mail. Pure, tested in
// maps-spend-alerts.spec.ts; MapsSpend queues what this returns, and the dedupe key holds the business day, so no second
// instance (nor a second refusal) can queue it again that day.

import type { OutboxMail } from '../mail/mail-outbox.service.js';
import { mapsSpendCapMail, type MailContact } from '../mail/mail-templates.js';
import { MAPS_PROVIDER_LABELS } from './maps-outage-alerts.js';

export interface SpendCapReached {
  /** Only Google bills per call. */
  provider: 'google';
  /** 'YYYY-MM-DD' in the business's zone. */
  businessDay: string;
  cap: number;
}

export function mapsSpendCapAlert(reached: SpendCapReached, owner: { contact: MailContact; adminUrl: string }): OutboxMail {
  const rendered = mapsSpendCapMail(
    { provider: MAPS_PROVIDER_LABELS[reached.provider], businessDay: reached.businessDay, cap: reached.cap, adminUrl: owner.adminUrl },
    owner.contact,
  );
  return { kind: 'maps-spend-cap-mail', to: owner.contact.ownerEmail, ...rendered, dedupeKey: `maps-spend-cap-mail:${reached.businessDay}` };
}
