// Parts of the console's file pages (a person, a booking): the page for a thing that does not exist, a titled list,
// and a money fix's confirmation (what will happen, in words, then the form with its required reason).

import { ActionForm } from "~/components/admin/action-form";
import { Link } from "~/lib/links";

export function NoSuchFile({ what }: { what: string }) {
  return (
    <main className="space-y-3">
      <h1 className="text-2xl font-bold">No such {what}</h1>
      <Link to="/admin/lookup" className="text-brand-700 underline">
        Back to the look-up
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
        button={`Retry ${kind} ${id}`}
        note={{ label: "Reason (for the audit log)", required: true }}
      />
    </div>
  );
}

export const PAYOUT_RETRY =
  "Retrying makes a new payout of everything this owner has available now (this payout's money included) and sends it to their payout account.";
