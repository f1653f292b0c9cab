// While a conversation page is open with JavaScript: new messages arrive by server-sent events
// (GET /api/v1/conversations/{id}/events) and are appended after the loader's, and marked read. Without JavaScript the page shows them on
// reload. The browser's EventSource reconnects on its own after a dropped connection.
import { useEffect, useState } from "react";
import type { MessageView } from "../../../../server/features/messages/messages.schema";

/** The loader's messages, then those that arrived live since (each once, in order). */
export function useLiveMessages(conversationId: number, loaded: MessageView[], live = true): MessageView[] {
  const [arrived, setArrived] = useState<MessageView[]>([]);
  useEffect(() => {
    if (!live || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/v1/conversations/${conversationId}/events`);
    // Reading the conversation (its API's first page, one message long) marks it read: at once when the page is in
    // view, else when the person comes back to it.
    let unread = false;
    const markRead = () => {
      if (!unread || document.visibilityState !== "visible") return;
      unread = false;
      void fetch(`/api/v1/conversations/${conversationId}/messages?limit=1`, { credentials: "same-origin" }).catch(() => {});
    };
    document.addEventListener("visibilitychange", markRead);
    source.addEventListener("message", (e: MessageEvent<string>) => {
      let m: MessageView;
      try {
        m = JSON.parse(e.data) as MessageView;
      } catch {
        return;
      }
      if (typeof m?.id !== "number" || m.conversationId !== conversationId) return;
      setArrived((prev) => (prev.some((p) => p.id === m.id) ? prev : [...prev, m].sort((a, b) => a.id - b.id)));
      if (!m.mine) {
        unread = true;
        markRead();
      }
    });
    return () => {
      source.close();
      document.removeEventListener("visibilitychange", markRead);
    };
  }, [conversationId, live]);
  // The loader's page already holds everything up to its last message (after a send, a reload of the data).
  const last = loaded.at(-1)?.id ?? 0;
  return [...loaded, ...arrived.filter((m) => m.id > last)];
}
