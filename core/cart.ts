// Limits of the cart, shared by the pages (what they tell people) and the server (what it refuses). Plain constants, so
// that the page's script carries nothing else.

/** Lines one cart may hold: an event's hall, chairs, canopies, generator, sound… with room to spare. */
export const CART_LINES_MAX = 12;
