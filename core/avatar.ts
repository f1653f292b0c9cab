// Profile photo limits, shared by the /account form (checks the size before uploading) and the server (checks again,
// by content, in server/features/media/avatars.ts). Plain constants, so the page's script carries no validation library.
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const AVATAR_MESSAGE = "Choose a JPEG, PNG or WebP photo up to 5 MB";
