// The header's unread messages count (the root loader). A page's loaders run side by side: on a conversation's own
// page the count is taken after that conversation is marked read here, or the header would still count what the page
// is showing.
import type { Services } from "../../server/services";
import { pageUrl } from "./page-url.server";

const CONVERSATION_PAGE = /^(?:\/pcm)?\/messages\/(\d{1,15})(?:\.data)?$/;

/** On a conversation's own page, marks it read for `userId`, before the header counts (services.badges); elsewhere nothing. */
export async function markOpenConversationRead(services: Services, userId: string, request: Request): Promise<void> {
  const open = CONVERSATION_PAGE.exec(pageUrl(request).pathname)?.[1];
  // Not theirs (or no such conversation): the page is a 404 and nothing is marked.
  if (open) await services.messages.markRead(userId, Number(open)).catch(() => {});
}
