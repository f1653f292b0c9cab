// What a listing card is sent of its description. A card shows two lines of it (listing-card.tsx), at its widest (two
// to a row on a tablet) some 130 characters, and none on a phone; the item page shows the whole. Pages send their cards
// the description cut at a word a little past those two lines, so the card looks as before while the rest, most of it,
// stays out of the page's HTML and its hydration data.

/** How many characters of a description a card is sent (before the word it cuts at). */
export const CARD_DESCRIPTION_CHARS = 160;

/** `text` as a card is sent it: whole when short, else cut at the last space within the limit, with an ellipsis. */
export function cardDescription(text: string): string {
  if (text.length <= CARD_DESCRIPTION_CHARS) return text;
  const space = text.lastIndexOf(" ", CARD_DESCRIPTION_CHARS);
  const cut = space > CARD_DESCRIPTION_CHARS / 2 ? space : CARD_DESCRIPTION_CHARS;
  return `${text.slice(0, cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Cards with their descriptions as a card is sent them. */
export const asCards = <T extends { description: string }>(items: T[]): T[] => items.map((i) => (i.description.length > CARD_DESCRIPTION_CHARS ? { ...i, description: cardDescription(i.description) } : i));
