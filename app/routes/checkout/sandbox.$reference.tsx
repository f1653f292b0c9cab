// /checkout/sandbox/:reference: Haya's test payment page (the sandbox provider), shown instead of Paystack's when no
// Paystack key is set. Pay and Decline are two plain form posts (no JavaScript needed); the action answers the charge,
// which delivers the signed webhook to Haya's own address, then sends the browser to the return page: a path on this
// same site, never an address stored from the request that opened the checkout.
import { data } from "react-router";
import { Form, redirect } from "~/lib/links";
import { NotFoundError } from "../../../server/errors";
import { sandboxAnswerSchema } from "../../../server/features/payments/payments.schema";
import { SubmitButton } from "~/components/ui/submit-button";
import { NotFoundMessage } from "~/components/not-found-message";
import { formatDay } from "@core/dates";
import { fieldsOf } from "~/lib/forms.server";
import { formatNaira } from "@core/money";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/sandbox.$reference";
import { pageContext } from "../../../server/http/page-context";

export const meta = () => [...pageMeta("Sandbox checkout", "Haya's test payment page: no real money moves."), { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

/** An unknown reference (or the sandbox switched off by a Paystack key) is the 404 page. */
function notFound(e: unknown): never {
  if (e instanceof NotFoundError) throw data(e.message, { status: 404 });
  throw e;
}

export async function loader({ params, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  return { checkout: await context.services.payments.sandboxCheckout(params.reference).catch(notFound) };
}

export async function action({ request, params, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const parsed = sandboxAnswerSchema.safeParse(fieldsOf(await request.formData()));
  if (!parsed.success) throw data("Choose Pay or Decline", { status: 400 });
  const { returnUrl } = await context.services.payments.answerSandbox(params.reference, parsed.data.outcome).catch(notFound);
  return redirect(returnUrl);
}

export default function SandboxCheckout({ loaderData }: Route.ComponentProps) {
  const { checkout } = loaderData;
  const answered = checkout.status !== "pending";
  return (
    <main className="flex justify-center px-4 py-10">
      <section aria-labelledby="checkout-title" className="w-full max-w-md space-y-5 rounded-xl bg-white p-6 shadow-md">
        <h1 id="checkout-title" className="text-2xl font-bold">
          Sandbox checkout
        </h1>
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This is Haya&apos;s test payment page. No real money moves: choose Pay to see a successful payment, or Decline to see a
          failed one.
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-slate-600">Item</dt>
          <dd className="font-semibold">{checkout.title}</dd>
          <dt className="text-slate-600">Dates</dt>
          <dd>
            {formatDay(checkout.startDate)} to {formatDay(checkout.endDate)}
          </dd>
          <dt className="text-slate-600">Amount</dt>
          <dd className="text-xl font-bold">{formatNaira(checkout.amountKobo)}</dd>
        </dl>
        {answered ? (
          <p role="status">This payment has already been answered ({checkout.status === "success" ? "paid" : "declined"}).</p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Form method="post" reloadDocument>
            <input type="hidden" name="outcome" value="success" />
            <SubmitButton size="lg">
              Pay {formatNaira(checkout.amountKobo)}
            </SubmitButton>
          </Form>
          <Form method="post" reloadDocument>
            <input type="hidden" name="outcome" value="failed" />
            <SubmitButton size="lg" variant="outline">
              Decline
            </SubmitButton>
          </Form>
        </div>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title="Checkout not found" text="This payment page does not exist, or payments now go through Paystack." link={{ to: "/my-rentals", label: "Go to My Rentals" }} />;
}
