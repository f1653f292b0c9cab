// The seed's slug rule: lowercase, keep letters, digits, spaces and hyphens, spaces → hyphens, collapse hyphens.
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/ /g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
