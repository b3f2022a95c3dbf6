import { DEFAULT_NOTIFICATION_RULES, withDefaultNotificationRules, type NotificationRules } from '../domain/notification-rules.js';

/**
 * The texts and reminders rules in force: the defaults overlaid with what the owner saved (settings/, part
 * 'notifications'), the way LiveSettings holds the prices and the day's rules. Read on each use (never keep a copy),
 * so a saved change applies to the next text and the next reminder run. Only SettingsService calls `apply`.
 */
export class LiveNotificationRules {
  private current: NotificationRules = DEFAULT_NOTIFICATION_RULES;

  get rules(): NotificationRules {
    return this.current;
  }

  apply(saved: Partial<NotificationRules> | undefined): void {
    this.current = withDefaultNotificationRules(saved);
  }
}
