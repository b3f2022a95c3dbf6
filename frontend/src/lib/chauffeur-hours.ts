import type { BusinessResponse } from '@contracts/business.contract.js';

/** The personal-driver hours the owner offers (GET /api/business `prices.chauffeurHours`). */
export type ChauffeurHours = BusinessResponse['prices']['chauffeurHours'];

/** Every whole hour from the owner's fewest to most, e.g. [2, 3, 4, 5, 6]: the hours a form offers. */
export function chauffeurHourChoices({ min, max }: ChauffeurHours): number[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
}

/** Whether `hours` is one the owner offers. */
export function isOfferedHours(hours: number | undefined, { min, max }: ChauffeurHours): boolean {
  return hours !== undefined && Number.isInteger(hours) && hours >= min && hours <= max;
}
