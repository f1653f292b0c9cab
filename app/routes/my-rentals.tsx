// /my-rentals: the seed's layout with its two tabs, for the signed-in person. Listings and bookings arrive in the next issues;
// until then nobody can have any, so both tabs show their empty states truthfully.
import { Tabs } from "radix-ui";
import { Link } from "react-router";
import { requireSession } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/my-rentals";

export function loader({ request, context }: Route.LoaderArgs) {
  requireSession(context, request);
  return null;
}

export const meta = () => pageMeta("My Rentals", "Your listings and bookings on Haya.");

const tab = "rounded-md px-4 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow";

export default function MyRentals() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">My Rentals</h1>
        <Link to="/list-item" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">List New Item</Link>
      </div>
      <Tabs.Root defaultValue="listings">
        <Tabs.List aria-label="My rentals" className="inline-flex gap-1 rounded-lg bg-slate-200 p-1">
          <Tabs.Trigger value="listings" className={tab}>My Listings</Tabs.Trigger>
          <Tabs.Trigger value="bookings" className={tab}>My Bookings</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="listings" className="mt-6 rounded-xl bg-white p-10 text-center">
          <h2 className="text-xl font-semibold">No listings yet</h2>
          <p className="mt-2 text-slate-600">Start earning by listing your first item for rent</p>
          <Link to="/list-item" className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">List Your First Item</Link>
        </Tabs.Content>
        <Tabs.Content value="bookings" className="mt-6 rounded-xl bg-white p-10 text-center">
          <h2 className="text-xl font-semibold">No bookings yet</h2>
          <p className="mt-2 text-slate-600">Browse our marketplace to find items to rent</p>
          <Link to="/browse" className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">Browse Items</Link>
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
