// The intents of the photo forms (the page post of new photos, and the buttons beside each photo).
export const PHOTOS_UPLOAD = "photos-upload";
export const PHOTO_INTENTS = [PHOTOS_UPLOAD, "photo-cover", "photo-earlier", "photo-later", "photo-delete"] as const;
export type PhotoIntent = (typeof PHOTO_INTENTS)[number];
export const isPhotoIntent = (s: string | undefined): s is PhotoIntent => (PHOTO_INTENTS as readonly (string | undefined)[]).includes(s);
