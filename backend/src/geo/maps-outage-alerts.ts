// The owner hears of a maps outage once per incident (domain/maps-incidents.ts), by mail and, when texts are on, by
// text. Pure, tested in maps-outage-alerts.spec.ts; MapsHealth queues what this returns in the transaction that starts
// the incident, and the dedupe keys hold the incident's id, so no second instance can queue them again.

import { MAPS_FAILURE_TEXT, type MapsFailureKind } from '../domain/maps-incidents.js';
import type { OutboxMail, OutboxText } from '../mail/mail-outbox.service.js';
import { mapsOutageAlertMail, type MailContact } from '../mail/mail-templates.js';

/** A remote provider the owner configured (offline has no outage). */
export type RemoteMapsProvider = 'google' | 'osm';

export const MAPS_PROVIDER_LABELS: Record<RemoteMapsProvider, string> = { google: 'Google Maps', osm: 'OpenStreetMap' };

/** An incident as it started: its first failure. */
export interface MapsOutage {
  incidentId: string;
  provider: RemoteMapsProvider;
  startedAt: Date;
  kind: MapsFailureKind;
  message: string;
}

/** Where the owner is told: always by mail; by text to `textTo` when texts are on (null: off). */
export interface MapsAlertReach {
  contact: MailContact;
  textTo: string | null;
  adminUrl: string;
}

export function mapsOutageAlerts(outage: MapsOutage, owner: MapsAlertReach): { mail: OutboxMail; text: OutboxText | null } {
  const provider = MAPS_PROVIDER_LABELS[outage.provider];
  const problem = MAPS_FAILURE_TEXT[outage.kind];
  const rendered = mapsOutageAlertMail({ provider, startedAt: outage.startedAt, problem, error: outage.message, adminUrl: owner.adminUrl }, owner.contact);
  const mail: OutboxMail = {
    kind: 'maps-outage-alert-mail',
    to: owner.contact.ownerEmail,
    ...rendered,
    dedupeKey: `maps-outage-alert-mail:${outage.incidentId}`,
  };
  if (!owner.textTo) return { mail, text: null };
  return {
    mail,
    text: {
      kind: 'maps-outage-alert',
      to: owner.textTo,
      body: `${owner.contact.businessName}: ${provider} is not answering (${problem}). Prices use straight-line estimates until it answers again; bookings made meanwhile are marked in the admin.`,
      dedupeKey: `maps-outage-alert:${outage.incidentId}`,
    },
  };
}
