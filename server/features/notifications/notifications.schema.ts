// Zod shapes of notifications and their email settings as the API takes and answers them (the kinds: core/notifications.ts).
import { ID_MAX } from "../../../core/ids";
import { z } from "zod";
import { NOTIFICATION_KINDS } from "../../../core/notifications";
import { m } from "../../../core/paraglide/messages";

export { isEssential, isKind, isSmsKind, kindInfo, KINDS, NOTIFICATION_KINDS, type KindInfo, type NotificationKind } from "../../../core/notifications";

/** How many a page of notifications holds at most. */
export const NOTIFICATIONS_PAGE_MAX = 100;

export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string().describe("The page it is about, a path on Haya (e.g. /bookings/12)"),
    createdAt: z.string().describe("ISO 8601"),
    read: z.boolean(),
  });

export const notificationListQuerySchema = z.object({
  before: z.coerce.number({ error: () => m.err_whole_number() }).int({ error: () => m.err_whole_number() }).min(1).max(ID_MAX).optional().describe("The `next` of the page before: older notifications than this id"),
  limit: z.coerce.number({ error: () => m.err_whole_number() }).int({ error: () => m.err_whole_number() }).min(1, { error: () => m.err_at_least_1_short() }).max(NOTIFICATIONS_PAGE_MAX, { error: () => m.err_at_most_short({ max: NOTIFICATIONS_PAGE_MAX }) }).default(20),
});

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().describe("How many of the person's notifications are unread, all pages together"),
  next: z.number().int().nullable().describe("Pass as `before` for the next (older) page; null on the last"),
});

export const markReadSchema = z
  .object({
    ids: z.array(z.number().int().min(1).max(ID_MAX)).max(NOTIFICATIONS_PAGE_MAX, { error: () => m.err_at_most_at_once({ max: NOTIFICATIONS_PAGE_MAX }) }).optional(),
    all: z.boolean().optional(),
  })
  .refine((v) => v.all === true || (v.ids !== undefined && v.ids.length > 0), { error: () => m.err_ids_or_all(), path: ["ids"] });

export const notificationSettingSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  label: z.string(),
  essential: z.boolean().describe("Always by email too (money, or a booking to act on): `email` cannot be turned off"),
  email: z.boolean().describe("Also by email"),
  sms: z.boolean().nullable().describe("Also by SMS to the person's verified number; null for kinds that never go by SMS"),
});
export const notificationSettingsSchema = z.object({ kinds: z.array(notificationSettingSchema) });
export const putNotificationSettingsSchema = z.object({
  email: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()).optional().describe("Kind → whether it also comes by email; kinds left out keep their choice, essential ones stay on"),
  sms: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()).optional().describe("Kind → whether it also comes by SMS (kinds that can: booking_requested, booking_accepted, booking_paid, booking_pickup_tomorrow, booking_return_due, booking_item_late)"),
});
