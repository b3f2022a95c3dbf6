/** One value that differs between two settings objects, named by its path ('prices.chauffeur.centsPerHour'). */
export interface SettingDifference {
  path: string;
  oldValue: unknown;
  newValue: unknown;
}

/**
 * The values that differ between `before` and `after`, leaf by leaf through nested objects; a list (the
 * delivery windows) is compared as one value, as the owner edits it as one.
 */
export function settingDifferences(before: unknown, after: unknown, path = ''): SettingDifference[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => settingDifferences(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, oldValue: before ?? null, newValue: after ?? null }];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
