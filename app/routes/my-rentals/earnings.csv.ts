// /my-rentals/earnings.csv: the signed-in owner's statement (each booking's rental, commission and net, then each
// payout), as a file to download; never cached by anyone.
import { requireSession } from "~/lib/session.server";
import type { Route } from "./+types/earnings.csv";
import { pageContext } from "../../../server/http/page-context";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const { earnings } = context.services;
  return new Response(await earnings.statementCsv(user.id), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${earnings.statementName()}"`,
      "Cache-Control": "no-store",
    },
  });
}
