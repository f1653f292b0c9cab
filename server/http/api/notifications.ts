// Notifications on /api/v1: the signed-in person's own notifications, newest first with the unread count (GET
// /notifications, a cursor for older pages), marking them read (POST /notifications/read), and whether each kind also
// comes by email (GET/PUT /me/notification-settings). The same service as the bell, /notifications and /account.
import { z } from "zod";
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingsSchema,
  putNotificationSettingsSchema,
} from "../../features/notifications/notifications.schema";
import type { Services } from "../../services";
import { answer } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, jsonRequest, NO_SESSION, ok, SESSION, sessionUserId, signedIn } from "./openapi-kit";

const list = apiRoute({
  method: "get",
  path: "/notifications",
  operationId: "listNotifications",
  summary: "Your notifications, newest first, with how many are unread",
  description: "Each says what happened and links to its page on Haya. Page with `limit` (1-100, default 20) and `before` (the previous page's `next`).",
  security: SESSION,
  middleware: [signedIn],
  request: { query: notificationListQuerySchema },
  responses: { 200: ok("A page of your notifications and your unread count", notificationPageSchema), 400: BAD_INPUT, 401: NO_SESSION },
});

const read = apiRoute({
  method: "post",
  path: "/notifications/read",
  operationId: "markNotificationsRead",
  summary: "Mark notifications read",
  description: "`ids`: these of yours (others' ids change nothing); `all: true`: every one of yours. Answers your unread count after.",
  security: SESSION,
  middleware: [signedIn],
  request: { body: jsonRequest(markReadSchema) },
  responses: { 200: ok("Your unread count now", z.object({ unread: z.number().int() })), 400: BAD_INPUT, 401: NO_SESSION },
});

const settings = apiRoute({
  method: "get",
  path: "/me/notification-settings",
  operationId: "getNotificationSettings",
  summary: "Which kinds of notification also come by email",
  description: "Every kind, with its label and whether it is essential (about your money, or a booking to act on: always by email).",
  security: SESSION,
  middleware: [signedIn],
  responses: { 200: ok("Each kind and your choice", notificationSettingsSchema), 401: NO_SESSION },
});

const putSettings = apiRoute({
  method: "put",
  path: "/me/notification-settings",
  operationId: "updateNotificationSettings",
  summary: "Choose which kinds of notification also come by email",
  description: "`email`: kind → true or false. Kinds left out keep their choice; an essential kind cannot be turned off (400).",
  security: SESSION,
  middleware: [signedIn],
  request: { body: jsonRequest(putNotificationSettingsSchema) },
  responses: {
    200: ok("Each kind and your choice, as saved", notificationSettingsSchema),
    400: errorResponse("Invalid input, or an essential kind turned off; `fields` names it"),
    401: NO_SESSION,
  },
});

const settingsOf = async (services: Services, userId: string) => ({
  kinds: (await services.notifications.getPrefs(userId)).map(({ kind, label, essential, email, sms }) => ({ kind, label, essential, email, sms })),
});

/** Mounted on /. */
export function notificationsApi(services: Services) {
  const api = apiRouter();
  api.openapi(list, (c) =>
    answer(c, async () => {
      const { before, limit } = c.req.valid("query");
      return c.json(await services.notifications.list(sessionUserId(c), { before, limit }), 200);
    }),
  );
  api.openapi(read, (c) =>
    answer(c, async () => {
      const body = c.req.valid("json");
      const unread = await services.notifications.markRead(sessionUserId(c), body.all ? "all" : (body.ids ?? []));
      return c.json({ unread }, 200);
    }),
  );
  api.openapi(settings, (c) => answer(c, async () => c.json(await settingsOf(services, sessionUserId(c)), 200)));
  api.openapi(putSettings, (c) =>
    answer(c, async () => {
      const body = c.req.valid("json");
      await services.notifications.setPrefs(sessionUserId(c), body.email ?? {}, body.sms ?? {});
      return c.json(await settingsOf(services, sessionUserId(c)), 200);
    }),
  );
  return api;
}
