// Condition photos of a booking (issue 15): what each side may add at the pick-up and at the return, shared by the booking
// page's form and the server's checks.
export const PHOTO_NOTE_MAX = 500;
/** Photos one person may add to one booking at one stage. */
export const PHOTOS_PER_STAGE = 12;

/** The stages a person adds photos at from the booking page or the API; `claim` and `claim_answer` come with a claim. */
export const HANDOVER_STAGES = ["pickup", "return"] as const;
export type HandoverStage = (typeof HANDOVER_STAGES)[number];

