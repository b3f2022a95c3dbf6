// The page's title and description for search engines and shared links (the prerendered pages of each language).
export const head = {
  title: 'Schedule a Ride or Delivery | Ogden and Northern Utah',
  description: 'Instant quotes and online booking for package delivery, rides, personal drivers and bulk ride plans in Ogden and northern Utah.',
};
