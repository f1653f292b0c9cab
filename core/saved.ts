// Limits of favourites and saved searches, shared by the pages (what they tell people) and the server (what it refuses).
// Plain constants, so that the page's script carries nothing else.

/** Listings one person may keep as favourites: a shortlist, not a catalogue of their own. */
export const FAVOURITES_MAX = 500;
/** Favourites shown on /saved at first, and added by each 'Load More'. */
export const FAVOURITES_PAGE = 24;
/** Searches one person may save. */
export const SAVED_SEARCHES_MAX = 50;
/** A saved search's label, as people read it on /saved and in its email. */
export const SAVED_SEARCH_LABEL_MAX = 120;
/** At most one alert email per saved search in this many hours. */
export const ALERT_EVERY_HOURS = 24;
/** New listings named in one alert email; the rest are counted, and its link shows them all. */
export const ALERT_LISTINGS_MAX = 10;
