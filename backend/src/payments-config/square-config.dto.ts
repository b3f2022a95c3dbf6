import type { SquareConfig } from '../contracts/payment.contract.js';
import type { SquareSettings } from './square-settings.js';

/** GET /api/square/config, also part of the create-booking answer; test mode is labelled so the checkout shows the test card form. */
export function toSquareConfigResponse(settings: SquareSettings): SquareConfig {
  if (settings.mode === 'test') return { environment: 'test', applicationId: null, locationId: null, testMode: true };
  return { environment: settings.environment, applicationId: settings.applicationId, locationId: settings.locationId, testMode: false };
}
