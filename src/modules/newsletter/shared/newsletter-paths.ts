// The newsletter's addresses, apart from its input schema: the footer's form is on every page
// and reads them before the page is interactive; the schema (and the validation library with
// it) loads only when the form is checked.

/** The REST path of spec section 7, spelled as the spec spells it ("subsribe"). */
export const NEWSLETTER_SUBSCRIBE_PATH = '/api/mailjet/newsletter/subsribe';
/** Localized country names for the form's select, in the request's language. */
export const NEWSLETTER_COUNTRIES_PATH = '/api/newsletter/countries';
export const NEWSLETTER_THANKS_PATH = '/newsletter/thanks';
/** The subscription page; both forms post there when sent without the page's scripts. */
export const NEWSLETTER_PAGE_PATH = '/newsletter';
