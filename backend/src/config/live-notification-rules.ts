import { withDefaultNotificationRules, type NotificationRules } from '../domain/notification-rules.js';
import { LivePart } from './live-part.js';

/** The texts and reminders rules in force (part 'notifications'): a saved change applies to the next text and reminder run. */
export class LiveNotificationRules extends LivePart<NotificationRules> {
  constructor() {
    super(withDefaultNotificationRules);
  }

  get rules(): NotificationRules {
    return this.value;
  }
}
