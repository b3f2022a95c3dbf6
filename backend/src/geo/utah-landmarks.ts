/**
 * Hand-picked places customers ask for by name (airports, stations, campuses, hospitals, ski resorts).
 * Coordinates are WGS84 degrees of the main entrance or terminal, good to roughly 0.2 mi;
 * that is enough for an offline distance estimate that is itself ±10 %.
 */

export interface Landmark {
  name: string;
  /** Lower-case words a customer might type instead of the name ('slc', 'frontrunner', 'ski'). */
  aliases: string[];
  street: string;
  city: string;
  /** 5-digit USPS ZIP. */
  zip: string;
  lat: number;
  lon: number;
}

/** The one full address line used everywhere for a landmark, in the `Street, City, ST ZIP, USA` shape. */
export function landmarkAddress(landmark: Landmark): string {
  return `${landmark.street}, ${landmark.city}, UT ${landmark.zip}, USA`;
}

export const SLC_AIRPORT: Landmark = {
  name: 'Salt Lake City International Airport',
  aliases: ['airport', 'slc', 'slc airport', 'salt lake airport', 'salt lake city airport', 'salt lake international'],
  street: 'W Terminal Dr',
  city: 'Salt Lake City',
  zip: '84122',
  lat: 40.7884,
  lon: -111.9778,
};

export const OGDEN_TRANSIT_CENTER: Landmark = {
  name: 'Ogden Intermodal Transit Center (FrontRunner)',
  aliases: ['frontrunner', 'front runner', 'ogden station', 'ogden frontrunner', 'train', 'train station', 'transit center', 'intermodal', 'bus station'],
  street: '2350 Wall Ave',
  city: 'Ogden',
  zip: '84401',
  lat: 41.2237,
  lon: -111.9781,
};

export const WEBER_STATE: Landmark = {
  name: 'Weber State University',
  aliases: ['weber', 'weber state', 'wsu', 'university', 'college'],
  street: '3848 Harrison Blvd',
  city: 'Ogden',
  zip: '84408',
  lat: 41.1926,
  lon: -111.9446,
};

export const UTAH_LANDMARKS: readonly Landmark[] = [
  SLC_AIRPORT,
  OGDEN_TRANSIT_CENTER,
  WEBER_STATE,
  {
    name: 'Ogden-Hinckley Airport',
    aliases: ['airport', 'ogden airport', 'hinckley', 'ogd'],
    street: '3909 Airport Rd',
    city: 'Ogden',
    zip: '84405',
    lat: 41.1961,
    lon: -112.0122,
  },
  {
    name: 'McKay-Dee Hospital',
    aliases: ['hospital', 'mckay dee', 'mckay', 'emergency'],
    street: '4401 Harrison Blvd',
    city: 'Ogden',
    zip: '84403',
    lat: 41.1809,
    lon: -111.9534,
  },
  {
    name: 'Ogden Regional Medical Center',
    aliases: ['hospital', 'ogden regional', 'regional medical', 'emergency'],
    street: '5475 S 500 E',
    city: 'Ogden',
    zip: '84405',
    lat: 41.1664,
    lon: -111.9627,
  },
  {
    name: 'Snowbasin Resort',
    aliases: ['ski', 'skiing', 'ski resort', 'snowbasin', 'snow basin', 'resort'],
    street: '3925 Snowbasin Rd',
    city: 'Huntsville',
    zip: '84317',
    lat: 41.216,
    lon: -111.857,
  },
  {
    name: 'Powder Mountain',
    aliases: ['ski', 'skiing', 'ski resort', 'powder mountain', 'pow mow', 'resort'],
    street: '6965 E Powder Mountain Rd',
    city: 'Eden',
    zip: '84310',
    lat: 41.379,
    lon: -111.781,
  },
  {
    name: 'Nordic Valley',
    aliases: ['ski', 'skiing', 'ski resort', 'nordic', 'resort'],
    street: '3567 Nordic Valley Way',
    city: 'Eden',
    zip: '84310',
    lat: 41.3103,
    lon: -111.8646,
  },
  {
    name: 'Layton Hills Mall',
    aliases: ['mall', 'layton mall', 'shopping'],
    street: '700 N Hill Field Rd',
    city: 'Layton',
    zip: '84041',
    lat: 41.0779,
    lon: -111.9615,
  },
  {
    name: 'Hill Aerospace Museum (Hill Air Force Base)',
    aliases: ['hill afb', 'hill air force base', 'air force base', 'afb', 'aerospace museum', 'hill field'],
    street: '7961 Wardleigh Rd',
    city: 'Hill AFB',
    zip: '84056',
    lat: 41.1614,
    lon: -112.016,
  },
  {
    name: 'Ogden Union Station',
    aliases: ['union station', '25th street', 'historic 25th', 'museum'],
    street: '2501 Wall Ave',
    city: 'Ogden',
    zip: '84401',
    lat: 41.2209,
    lon: -111.9793,
  },
  {
    name: 'Layton FrontRunner Station',
    aliases: ['frontrunner', 'front runner', 'train', 'train station', 'layton station'],
    street: '150 S Main St',
    city: 'Layton',
    zip: '84041',
    lat: 41.0589,
    lon: -111.966,
  },
  {
    name: 'Davis Hospital and Medical Center',
    aliases: ['hospital', 'davis hospital', 'emergency'],
    street: '1600 W Antelope Dr',
    city: 'Layton',
    zip: '84041',
    lat: 41.089,
    lon: -111.996,
  },
  {
    name: 'Lagoon Amusement Park',
    aliases: ['lagoon', 'amusement park', 'theme park'],
    street: '375 Lagoon Dr',
    city: 'Farmington',
    zip: '84025',
    lat: 40.9856,
    lon: -111.8947,
  },
  {
    name: 'Temple Square',
    aliases: ['temple square', 'temple', 'conference center', 'downtown salt lake'],
    street: '50 N Temple',
    city: 'Salt Lake City',
    zip: '84150',
    lat: 40.7704,
    lon: -111.892,
  },
  {
    name: 'Salt Lake Central Station',
    aliases: ['frontrunner', 'front runner', 'trax', 'train', 'train station', 'amtrak', 'salt lake central', 'central station', 'transit center'],
    street: '340 S 600 W',
    city: 'Salt Lake City',
    zip: '84101',
    lat: 40.7626,
    lon: -111.9093,
  },
  {
    name: 'Delta Center',
    aliases: ['delta center', 'arena', 'jazz'],
    street: '301 S Temple',
    city: 'Salt Lake City',
    zip: '84101',
    lat: 40.7683,
    lon: -111.9011,
  },
  {
    name: 'University of Utah',
    aliases: ['university of utah', 'u of u', 'uofu', 'university', 'college'],
    street: '201 Presidents Cir',
    city: 'Salt Lake City',
    zip: '84112',
    lat: 40.7649,
    lon: -111.8421,
  },
  {
    name: 'Intermountain Medical Center',
    aliases: ['hospital', 'intermountain medical', 'imc', 'emergency'],
    street: '5121 S Cottonwood St',
    city: 'Murray',
    zip: '84107',
    lat: 40.66,
    lon: -111.8925,
  },
  {
    name: 'Utah State University',
    aliases: ['usu', 'utah state', 'utah state university', 'university', 'college', 'aggies'],
    street: '1400 Old Main Hill',
    city: 'Logan',
    zip: '84322',
    lat: 41.7407,
    lon: -111.8127,
  },
];

/** A city the USPS files under a neighbour's name, so the ZIP dataset does not list it. */
export interface UnlistedCity {
  name: string;
  /** The USPS ZIP that covers most of the city. */
  zip: string;
  /** City centre, WGS84 degrees. */
  lat: number;
  lon: number;
}

/** Cities of the Wasatch Front that customers type but the `zipcodes` data has no row for. */
export const UNLISTED_CITIES: readonly UnlistedCity[] = [
  { name: 'North Ogden', zip: '84414', lat: 41.3077, lon: -111.9602 },
  { name: 'South Ogden', zip: '84403', lat: 41.1919, lon: -111.9713 },
  { name: 'Riverdale', zip: '84405', lat: 41.1769, lon: -112.0038 },
  { name: 'Washington Terrace', zip: '84405', lat: 41.1727, lon: -111.9766 },
  { name: 'Harrisville', zip: '84404', lat: 41.2813, lon: -111.9885 },
  { name: 'Pleasant View', zip: '84414', lat: 41.3183, lon: -111.9924 },
  { name: 'Farr West', zip: '84404', lat: 41.2974, lon: -112.0277 },
  { name: 'Plain City', zip: '84404', lat: 41.298, lon: -112.086 },
  { name: 'West Haven', zip: '84401', lat: 41.2035, lon: -112.051 },
  { name: 'Marriott-Slaterville', zip: '84404', lat: 41.2516, lon: -112.028 },
  { name: 'South Weber', zip: '84405', lat: 41.1324, lon: -111.9302 },
  { name: 'Uintah', zip: '84405', lat: 41.1441, lon: -111.923 },
  { name: 'Clinton', zip: '84015', lat: 41.1397, lon: -112.0505 },
  { name: 'Sunset', zip: '84015', lat: 41.1363, lon: -112.0311 },
  { name: 'West Point', zip: '84015', lat: 41.1183, lon: -112.0841 },
  { name: 'Fruit Heights', zip: '84037', lat: 41.0322, lon: -111.9024 },
  { name: 'West Bountiful', zip: '84087', lat: 40.8938, lon: -111.9019 },
  { name: 'Mountain Green', zip: '84050', lat: 41.143, lon: -111.7919 },
  { name: 'Perry', zip: '84302', lat: 41.4652, lon: -112.0327 },
  { name: 'North Logan', zip: '84341', lat: 41.7694, lon: -111.8047 },
  { name: 'South Salt Lake', zip: '84115', lat: 40.7188, lon: -111.8883 },
  { name: 'Millcreek', zip: '84106', lat: 40.6869, lon: -111.8755 },
  { name: 'Holladay', zip: '84117', lat: 40.6688, lon: -111.8247 },
  { name: 'Murray', zip: '84107', lat: 40.6669, lon: -111.888 },
  { name: 'Taylorsville', zip: '84129', lat: 40.6677, lon: -111.9388 },
  { name: 'West Valley City', zip: '84119', lat: 40.6916, lon: -112.0011 },
  { name: 'Cottonwood Heights', zip: '84121', lat: 40.6197, lon: -111.8102 },
];
