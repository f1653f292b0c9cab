// Renters with a verified identity (issue 37, item 2): which categories ask for it unless their owner turns it off.
// Plain values, so that the listing form and the server share them.

/**
 * Vehicles and heavy equipment: an item worth millions handed to a stranger. A listing in these categories requires
 * an ID-verified renter by default; its owner may turn it off (a car that comes with its driver, say).
 */
export const ID_REQUIRED_CATEGORIES: readonly string[] = ["vehicles", "trucks", "heavy-machinery"];

/** Whether a new listing in `categorySlug` requires an ID-verified renter unless its owner says otherwise. */
export const requiresIdByDefault = (categorySlug: string | null | undefined): boolean => !!categorySlug && ID_REQUIRED_CATEGORIES.includes(categorySlug);
