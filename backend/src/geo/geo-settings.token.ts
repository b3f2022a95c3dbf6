/** Injection token for the GeoSettings object the lead builds from validated env. */
export const GEO_SETTINGS = Symbol('GEO_SETTINGS');
