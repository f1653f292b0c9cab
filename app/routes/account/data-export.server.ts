// /account's "Download my data" (issue 37, item 4) and what "Delete account" erases and keeps, worded here so that the
// browser carries none of these messages, and the section's form post (ask for a copy).
import { redirect } from "~/lib/links";
import { lagosTime } from "@core/dates";
import type { DataExport } from "../../../server/features/exports/exports.schema";
import type { ExportsService } from "../../../server/features/exports/exports.service";
import { m } from "@core/paraglide/messages";

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The section as the page shows it: the latest copy's state in words; `saved` is the ?saved= of the redirect after asking. */
export function dataExportShown(latest: DataExport | null, saved: string | null) {
  const status = latest?.status ?? "none";
  return {
    title: m.account_export_title(),
    intro: m.account_export_intro(),
    status,
    state:
      status === "pending"
        ? m.account_export_pending()
        : status === "ready"
          ? m.account_export_ready({ until: lagosTime(latest!.expiresAt!), size: sizeText(latest!.sizeBytes ?? 0) })
          : status === "expired"
            ? m.account_export_expired()
            : null,
    download: latest?.url ? { href: latest.url, label: m.account_export_download() } : null,
    /** Without JavaScript the page does not change by itself: a link that reads it again. */
    checkAgain: status === "pending" ? m.account_export_check_again() : null,
    ask: status === "pending" ? null : status === "none" ? m.account_export_ask() : m.account_export_ask_again(),
    done: saved === "data-export" && status === "pending" ? m.account_export_asked() : null,
  };
}
export type DataExportShown = ReturnType<typeof dataExportShown>;

/** "Delete account": what goes, what stays and why, and the copy offered first. */
export function deleteWords() {
  return {
    title: m.account_delete_title(),
    erasedTitle: m.account_delete_erased_title(),
    erased: m.account_delete_erased(),
    keptTitle: m.account_delete_kept_title(),
    keptMoney: m.account_delete_kept_money(),
    keptWords: m.account_delete_kept_words(),
    exportFirst: m.account_delete_export_first(),
    final: m.account_delete_final(),
    button: m.account_delete_button(),
    confirm: m.account_delete_confirm(),
  };
}
export type DeleteWords = ReturnType<typeof deleteWords>;

/** Asks for a copy of the person's data (while one is being made, that one stands); the page is read again with its state. */
export async function requestExportAction(exports: ExportsService, userId: string) {
  await exports.request(userId);
  return redirect("/account?saved=data-export#data-export");
}
