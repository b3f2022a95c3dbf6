import { withDefaultSitePages, type SitePageTexts } from '../domain/site-pages.js';
import { LivePart } from './live-part.js';

/** The owner's page texts in force (part 'pages'): a saved change shows on the next visit, on every instance. */
export class LiveSitePages extends LivePart<SitePageTexts> {
  constructor() {
    super(withDefaultSitePages);
  }

  get texts(): SitePageTexts {
    return this.value;
  }
}
