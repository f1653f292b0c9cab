// Condition photos of a booking (issue 15): what each side may add at the pick-up and at the return, shared by the booking
// page's form and the server's checks.
import { DAMAGE_CLAIM_HOURS, hoursText } from "./fees";

export const PHOTO_NOTE_MAX = 500;
/** Photos one person may add to one booking at one stage. */
export const PHOTOS_PER_STAGE = 12;

/** The stages a person adds photos at from the booking page or the API; `claim` and `claim_answer` come with a claim. */
export const HANDOVER_STAGES = ["pickup", "return"] as const;
export type HandoverStage = (typeof HANDOVER_STAGES)[number];

export const NOTE_MESSAGE = `Keep the note to ${PHOTO_NOTE_MAX} characters`;
export const STAGE_MESSAGE = "Choose pick-up or return";
export const PHOTOS_FULL_MESSAGE = `You have added ${PHOTOS_PER_STAGE} photos at this stage, the most one person can`;
export const PICKUP_CLOSED_MESSAGE = "Pick-up photos can be added from the start day, until the item is returned";
export const RETURN_CLOSED_MESSAGE = `Return photos can be added once the item is picked up, until ${hoursText(DAMAGE_CLAIM_HOURS)} after its return`;
