// Who a limit counts (a client address) and how a refusal words the wait: shared by the sign-in throttle and the card
// decline limit.

/**
 * The key a client address is counted under: an IPv4 address as it is (also when IPv6-mapped), an IPv6 address by its
 * /64 network, which one subscriber usually gets whole (so rotating the low 64 bits makes no new client).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const bare = address.split('%')[0].toLowerCase();
  const [head, tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16));
  if (network.length < 4 || network.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff)) return bare;
  return `${network.map((group) => group.toString(16)).join(':')}::/64`;
}

/** A wait in words, for a refusal: '45 seconds', '1 minute', '12 minutes' (rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Declined cards: each decline is a real authorisation once Square is live, and many in a row are card testing (a
 * stranger checking stolen numbers against the checkout). One booking may see at most 5 declines a day and one client
 * 10 an hour; then the checkout refuses until the window ends.
 */
export const CARD_DECLINES_PER_BOOKING = { bucket: 'card-declines-booking', limit: 5, windowSeconds: 24 * 60 * 60 } as const;
export const CARD_DECLINES_PER_CLIENT = { bucket: 'card-declines-client', limit: 10, windowSeconds: 60 * 60 } as const;

/** What a checkout refused for its declined cards is told. */
export function tooManyDeclinesMessage(retryAfterSeconds: number): string {
  return `Too many declined card attempts. Please try again in ${waitText(retryAfterSeconds)}, or call us to pay another way.`;
}
