// The conversation page's forms on the server (intents send, block, unblock, report), each through the messages
// service, answered as the site's other forms are: a redirect back to the page (PRG: a reload never sends twice), or the
// form again with the reason beside the field and what was typed.

import { filesIn } from "@core/uploads";
import { redirect } from "~/lib/links";
import { MESSAGE_MAX_PHOTOS, tooManyPhotos } from "@core/messages";
import type { Services } from "../../../server/services";
import { fromError, invalid, type Values } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";

/** The address's id of a conversation or listing: digits only, else the 404 page. */
export function idOf(param: string | null | undefined): number {
  return param && /^\d{1,15}$/.test(param) ? Number(param) : NaN;
}

/** The message's text and photos' bytes as the service takes them, or the refusal to show beside the photos. */
export async function messageInput(form: FormData, values: Values) {
  const files = filesIn(form, "photos");
  if (files.length > MESSAGE_MAX_PHOTOS) return { refusal: invalid(values, { photos: tooManyPhotos() }) };
  return { input: { text: values.text ?? "", photos: await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer()))) } };
}

export async function conversationAction(services: Services, form: FormData, values: Values, conversationId: number, userId: string, signal?: AbortSignal) {
  const page = `/messages/${conversationId}`;
  try {
    switch (values.intent) {
      case "send": {
        const read = await messageInput(form, values);
        if (read.refusal) return read.refusal;
        const sent = await services.messages.send(userId, conversationId, read.input, signal);
        const hidden = sent.masked ? "?sent=hidden" : "";
        // Sent from the booking page's Messages section: back there (only ever a booking page's address).
        const back = idOf(values.back);
        return redirect(Number.isNaN(back) ? `${page}${hidden}#send` : `/bookings/${back}${hidden}#messages`);
      }
      case "block":
      case "unblock": {
        const conversation = await services.messages.viewConversation(userId, conversationId);
        if (values.intent === "block") await services.messages.block(userId, conversation.other.id);
        else await services.messages.unblock(userId, conversation.other.id);
        return redirect(`${page}?done=${values.intent}#safety`);
      }
      case "report": {
        const conversation = await services.messages.viewConversation(userId, conversationId);
        await services.messages.report(userId, { subjectKind: "user", subjectId: conversation.other.id, reason: values.reason, details: values.details ?? "" });
        return redirect(`${page}?done=report#safety`);
      }
    }
  } catch (e) {
    return fromError(values, e);
  }
  return invalid(values, { form: m.people_form_not_ours() });
}
