// Parts of the admin area's file pages (a person, a booking): the page for a thing that does not exist, a titled list,
// and a money fix's confirmation (what will happen, in words, then the form with its required reason).

import { m } from "@core/paraglide/messages";
import { ActionForm } from "./action-form";
import { Link } from "~/lib/links";

export function NoSuchFile({ what }: { what: "booking" | "person" }) {
  return (
    <main className="space-y-3">
      <h1 className="text-2xl font-bold">{what === "booking" ? m.admin_no_such_booking() : m.admin_no_such_person()}</h1>
      <Link to="/admin/lookup" className="text-brand-700 underline">
        {m.admin_back_to_lookup()}
      </Link>
    </main>
  );
}

export function ListSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="space-y-2">{children}</ul>
    </section>
  );
}

/** A retry of a failed refund or payout: what it does, then the form. */
export function RetryForm({
  kind,
  id,
  explain,
}: {
  kind: "refund" | "payout";
  id: number;
  explain: string;
}) {
  return (
    <div className="mt-1 space-y-1">
      <p className="text-sm text-slate-700">{explain}</p>
      <ActionForm
        intent={`retry-${kind}`}
        idPrefix={`${kind}-${id}`}
        hidden={{ [`${kind}Id`]: String(id) }}
        button={kind === "refund" ? m.admin_retry_refund({ id }) : m.admin_retry_payout({ id })}
        note={{ label: m.admin_reason_audit(), required: true }}
      />
    </div>
  );
}
