// The site's own pages (about, contact, services, privacy, terms), the 404 and error pages, the loading screen.
export const pages = {};
