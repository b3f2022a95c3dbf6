import twilio from 'twilio';

/**
 * Whether a webhook request is Twilio's: X-Twilio-Signature is an HMAC-SHA1, keyed with the account's auth token,
 * of the URL Twilio called and the form parameters it sent. The check is the SDK's own (`validateRequest`), which
 * also accepts the URL with and without its default port as Twilio may have signed either.
 */
export function isValidTwilioSignature(check: { authToken: string; url: string; params: Record<string, string>; signature: string | undefined }): boolean {
  if (!check.signature) return false;
  try {
    return twilio.validateRequest(check.authToken, check.signature, check.url, check.params);
  } catch {
    // A URL the SDK cannot parse was not signed by Twilio either.
    return false;
  }
}

/**
 * The URL Twilio called, as it signed it: the site's public address (PUBLIC_BASE_URL, which a proxy in front
 * may answer for) with the path and query string the request arrived with.
 */
export function publicUrlOf(publicBaseUrl: string, requestUrl: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${requestUrl}`;
}
