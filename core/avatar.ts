// Profile photo limits, shared by the /account form (checks the size before uploading) and the server (checks again,
// by content, in server/features/media/avatars.ts). Plain constants, so the page's script carries no validation library.
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** A person's initials, shown where they have no photo: the first letters of their first two names ("Ngozi Eze" → "NE"). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
