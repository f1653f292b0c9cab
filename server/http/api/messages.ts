// Messages on /api/v1: a renter's question about a listing (POST /listings/{id}/conversations), the inbox, a
// conversation's messages (read and send), its live stream (server-sent events), blocks and reports. The same service as
// the /messages pages. Everything is the signed-in person's own: a conversation of others answers as an unused id does
// (404). Bodies are JSON text; photos go through the pages' multipart forms.
import { z } from "zod";
import {
  blockedByMeMessage,
  blockedByThemMessage,
  MESSAGE_MAX_CHARS,
  MESSAGES_PER_MINUTE,
  REPORT_REASONS,
} from "../../../core/messages";
import {
  conversationPageSchema,
  conversationSchema,
  contactsHiddenMessage,
  inboxQuerySchema,
  inboxSchema,
  messagesQuerySchema,
  reportSchema,
  sendMessageSchema,
  sentSchema,
} from "../../features/messages/messages.schema";
import { asSeenBy } from "../../features/messages/messages.views";
import type { Services } from "../../services";
import { EVENT_STREAM_HEADERS, eventStream, sseEvent } from "./event-stream";
import { answer } from "./errors";
import {
  apiRoute,
  apiRouter,
  BAD_INPUT,
  errorResponse,
  idParams,
  jsonRequest,
  NO_SESSION,
  ok,
  SESSION,
  sessionUserId,
  signedIn,
} from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

const NOT_YOURS = errorResponse(
  "No such conversation of yours: someone else's answers as an unused id does (`error: not_found`)",
);
const CROSS_SITE = errorResponse(
  "A write sent from another website (its Origin is not Haya's), or an API token (messages are written in a browser)",
);
const BLOCKED = errorResponse(
  `Either of you has blocked the other: \`message\` says which ("${blockedByMeMessage({ locale: "en" })}" or "${blockedByThemMessage({ locale: "en" })}")`,
);
const TOKEN = errorResponse("An API token: messages are read and written in a browser, signed in");
const SENT = `\`masked: true\` when the text holds a phone number, email address or bank account number: the other person sees it hidden until you two have a confirmed booking, and \`maskedNotice\` says so in words to show ("${contactsHiddenMessage({ locale: "en" })}").`;
const JSON_ONLY = `JSON text only, 1 to ${MESSAGE_MAX_CHARS} characters; photos are sent through the conversation page's form. At most ${MESSAGES_PER_MINUTE} messages a minute per person.`;
const userParams = z.object({ id: z.string().min(1).max(100).describe("The person's id") });

const start = apiRoute({
  method: "post",
  path: "/listings/{id}/conversations",
  operationId: "startConversation",
  summary: "Ask a listing's owner a question (starts or continues your conversation about it)",
  description: `For a published listing of someone else's: one conversation per renter and listing, made by the first message and continued by the next ones. ${JSON_ONLY} ${SENT}`,
  security: SESSION,
  rateLimited: true,
  middleware: [signedIn],
  request: { params: idParams, body: jsonRequest(sendMessageSchema) },
  responses: {
    201: ok(
      "The conversation, your message as both of you see it, and whether something in it is hidden",
      sentSchema.extend({ conversation: conversationSchema }),
    ),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: errorResponse(
      "A write from another website or an API token; or either of you has blocked the other",
    ),
    404: errorResponse("No such published listing"),
    409: errorResponse("Your own listing"),
  },
});

const inbox = apiRoute({
  method: "get",
  path: "/conversations",
  operationId: "listConversations",
  summary: "Your conversations, newest activity first, with your unread count",
  description:
    "Each with the other person, the listing, its booking (if any), the last message's first characters (contact details hidden as you would see them) and your unread messages there. Page with `before` (the previous page's `nextCursor`).",
  security: SESSION,
  middleware: [signedIn],
  request: { query: inboxQuerySchema },
  responses: {
    200: ok("A page of your conversations", inboxSchema),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: TOKEN,
  },
});

const read = apiRoute({
  method: "get",
  path: "/conversations/{id}/messages",
  operationId: "getConversation",
  summary: "A conversation of yours with its messages (marks it read)",
  description:
    "The newest `limit` messages (default 50), oldest first; `before` (a message id: the answer's `earlierCursor`) for the ones before. Reading it resets your unread count here.",
  security: SESSION,
  middleware: [signedIn],
  request: { params: idParams, query: messagesQuerySchema },
  responses: {
    200: ok("The conversation and a page of its messages", conversationPageSchema),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: TOKEN,
    404: NOT_YOURS,
  },
});

const send = apiRoute({
  method: "post",
  path: "/conversations/{id}/messages",
  operationId: "sendMessage",
  summary: "Send a message in a conversation of yours",
  description: `${JSON_ONLY} ${SENT}`,
  security: SESSION,
  rateLimited: true,
  middleware: [signedIn],
  request: { params: idParams, body: jsonRequest(sendMessageSchema) },
  responses: {
    201: ok("Your message as both of you see it", sentSchema),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: BLOCKED,
    404: NOT_YOURS,
  },
});

const events = apiRoute({
  method: "get",
  path: "/conversations/{id}/events",
  operationId: "streamConversationEvents",
  summary: "A conversation's new messages, live (server-sent events)",
  description: [
    "A `text/event-stream` that stays open: each new message of the conversation (yours too, from any tab or device) as `event: message`, its `data` one line of JSON shaped as `Message` (as you see it: contact details hidden until a confirmed booking), its `id` the message's id.",
    "A comment line (`: heartbeat`) every 25 seconds keeps proxies from closing it. The stream starts with `retry: 3000`; a browser's EventSource reconnects by itself and sends `Last-Event-ID`, and the messages it missed (up to 50) come first.",
    "It does not mark anything read (GET …/messages does). Close it by closing the connection.",
  ].join(" "),
  security: SESSION,
  middleware: [signedIn],
  request: {
    params: idParams,
    headers: z.object({
      "last-event-id": z
        .string()
        .regex(/^\d{1,15}$/, { error: () => m.err_message_id() })
        .optional()
        .describe("The last message id received, on a reconnection"),
    }),
  },
  responses: {
    200: {
      description: "The stream of events",
      content: {
        "text/event-stream": {
          schema: z
            .string()
            .describe(
              "event: message\\nid: 42\\ndata: {…Message…}\\n\\n, and `: heartbeat` comments",
            ),
        },
      },
    },
    400: BAD_INPUT,
    401: NO_SESSION,
    403: TOKEN,
    404: NOT_YOURS,
  },
});

const block = apiRoute({
  method: "post",
  path: "/users/{id}/block",
  operationId: "blockUser",
  summary: "Block a person",
  description:
    "Neither of you can send the other a message while the block stands (your conversations stay readable). Blocking twice changes nothing.",
  security: SESSION,
  middleware: [signedIn],
  request: { params: userParams },
  responses: {
    200: ok("Blocked", z.object({ blocked: z.literal(true) })),
    400: errorResponse("Yourself"),
    401: NO_SESSION,
    403: CROSS_SITE,
    404: errorResponse("No such person"),
  },
});

const unblock = apiRoute({
  method: "delete",
  path: "/users/{id}/block",
  operationId: "unblockUser",
  summary: "Unblock a person",
  description:
    "Lifts your block (theirs of you, if any, stays). Unblocking someone not blocked changes nothing.",
  security: SESSION,
  middleware: [signedIn],
  request: { params: userParams },
  responses: {
    200: ok("Not blocked by you", z.object({ blocked: z.literal(false) })),
    400: errorResponse("Yourself"),
    401: NO_SESSION,
    403: CROSS_SITE,
  },
});

const report = apiRoute({
  method: "post",
  path: "/reports",
  operationId: "createReport",
  summary: "Report a person, a listing or a message to Haya's team",
  description: `\`reason\` is one of: ${REPORT_REASONS.map((r) => `\`${r}\``).join(", ")}. A message can be reported by the two people of its conversation. One open report per subject: a second answers 409.`,
  security: SESSION,
  rateLimited: true,
  middleware: [signedIn],
  request: { body: jsonRequest(reportSchema) },
  responses: {
    201: ok("Received", z.object({ id: z.number().int() })),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: CROSS_SITE,
    404: errorResponse("No such person, published listing, or message of yours"),
    409: errorResponse("You have reported this already"),
  },
});

export function messagesApi(services: Services) {
  const api = apiRouter();
  const { messages } = services;

  api.openapi(start, (c) =>
    answer(c, async () => {
      const sent = await messages.startInquiry(sessionUserId(c), c.req.valid("param").id, {
        text: c.req.valid("json").text,
      });
      return c.json({ ...sent, maskedNotice: sent.masked ? contactsHiddenMessage() : null }, 201);
    }),
  );
  api.openapi(inbox, (c) =>
    answer(c, async () =>
      c.json(await messages.inbox(sessionUserId(c), c.req.valid("query")), 200),
    ),
  );
  api.openapi(read, (c) =>
    answer(c, async () =>
      c.json(
        await messages.conversation(
          sessionUserId(c),
          c.req.valid("param").id,
          c.req.valid("query"),
        ),
        200,
      ),
    ),
  );
  api.openapi(send, (c) =>
    answer(c, async () => {
      const sent = await messages.send(sessionUserId(c), c.req.valid("param").id, {
        text: c.req.valid("json").text,
      });
      return c.json({ ...sent, maskedNotice: sent.masked ? contactsHiddenMessage() : null }, 201);
    }),
  );
  api.openapi(events, (c) =>
    answer(c, async () => {
      const userId = sessionUserId(c);
      const { id } = c.req.valid("param");
      const last = c.req.valid("header")["last-event-id"];
      // Checks that it is theirs (404 otherwise) and, on a reconnection, what they missed.
      const missed = last
        ? await messages.messagesAfter(userId, id, Number(last))
        : (await messages.viewConversation(userId, id), []);
      const stream = eventStream(
        c.req.raw.signal,
        missed.map((message) => sseEvent("message", JSON.stringify(message), message.id)),
        (write) =>
          messages.subscribe(id, (message) =>
            write(sseEvent("message", JSON.stringify(asSeenBy(message, userId)), message.id)),
          ),
      );
      return c.body(stream, 200, EVENT_STREAM_HEADERS);
    }),
  );
  api.openapi(block, (c) =>
    answer(c, async () => {
      await messages.block(sessionUserId(c), c.req.valid("param").id);
      return c.json({ blocked: true as const }, 200);
    }),
  );
  api.openapi(unblock, (c) =>
    answer(c, async () => {
      await messages.unblock(sessionUserId(c), c.req.valid("param").id);
      return c.json({ blocked: false as const }, 200);
    }),
  );
  api.openapi(report, (c) =>
    answer(c, async () =>
      c.json(await messages.report(sessionUserId(c), c.req.valid("json")), 201),
    ),
  );
  return api;
}
