// /verify-email?token=…: the link in the verification e-mail. Opening it verifies the address (or confirms a new one).
import { data } from "react-router";
import { Link } from "~/lib/links";
import { InvalidError } from "../../../server/errors";
import { FormMessage } from "~/components/form-field";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const meta = () => [...pageMeta(m.account_verify_meta_title(), m.account_verify_meta_description()), { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const token = pageUrl(request).searchParams.get("token");
  if (!token) return { ok: false as const, message: m.account_verify_incomplete() };
  try {
    const { headers } = await context.services.accounts.verifyEmail(token, context.meta);
    return data({ ok: true as const }, { headers });
  } catch (e) {
    if (e instanceof InvalidError) return { ok: false as const, message: e.message };
    throw e;
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <main className="flex justify-center px-4 py-10">
      <div className="w-full max-w-md space-y-4 rounded-xl bg-white p-6 shadow-md">
        <h1 className="text-2xl font-bold">{loaderData.ok ? m.account_verify_done() : m.account_verify_failed()}</h1>
        {loaderData.ok ? <FormMessage success={m.account_verify_thanks()} /> : <FormMessage error={loaderData.message} />}
        {/* 'You can now list items': the way to do it, first. */}
        {loaderData.ok && (
          <Link to="/list-item" className="flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {m.account_verify_list()}
          </Link>
        )}
        <Link to="/account" className="inline-block font-semibold text-brand-700 underline">
          {m.account_go_to_profile()}
        </Link>
      </div>
    </main>
  );
}
