// /dev/outbox and /dev/outbox/:id: the e-mails kept instead of sent (no SMTP_URL), and the text messages kept instead
// of sent (no TERMII_API_KEY), for developers and end-to-end tests.
// Served only when DEV_OUTBOX is on (by default everywhere but production); otherwise a 404 like any unknown path.
import { data, Form, Link } from "react-router";
import { NotFoundMessage } from "~/components/not-found-message";
import { SubmitButton } from "~/components/ui/submit-button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { pageMeta } from "~/lib/seo";
import { outboxFilterSchema, outboxIdSchema } from "../../../server/features/mail/mail.schema";
import { normalisePhone } from "../../../server/features/accounts/accounts.schema";
import type { Route } from "./+types/outbox";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export async function loader({ params, request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const url = pageUrl(request);
  const notFound = () => {
    context.log("warn", "page not found", { path: url.pathname, status: 404 });
    return data(null, { status: 404 });
  };
  if (!context.devOutbox) throw notFound();
  if (params.id !== undefined) {
    const id = outboxIdSchema.safeParse(params.id);
    const message = id.success ? await context.services.outbox.get(id.data) : undefined;
    if (!message) throw notFound();
    return { kind: "message" as const, message };
  }
  const to = url.searchParams.get("to") ?? "";
  const filter = outboxFilterSchema.safeParse({ to });
  // A recipient that reads as a Nigerian number filters the texts too (and finds no e-mail); an address, no text.
  const phone = filter.success && filter.data.to ? normalisePhone(filter.data.to) : undefined;
  const [messages, texts] = await Promise.all([
    filter.success ? context.services.outbox.list({ to: filter.data.to }) : [],
    filter.success && (!filter.data.to || phone) ? context.services.smsOutbox.list({ to: phone, limit: 50 }) : [],
  ]);
  return {
    kind: "list" as const,
    to,
    error: filter.success ? undefined : filter.error.issues[0]?.message,
    messages,
    texts,
    transport: context.services.mail.transport,
  };
}

// Always the current outbox: neither the page cache nor the browser (nor the offline service worker) keeps a copy.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return pageMeta("Page not found", "This page does not exist.");
  const title = d.kind === "message" ? `${d.message.subject} (outbox)` : "Outbox";
  return [...pageMeta(title, "Emails Haya kept instead of sending them, for development and tests."), { name: "robots", content: "noindex" }];
};

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text="Oops! Page not found" link={{ to: "/", label: "Return to Home" }} />;
}

// Lagos time whatever the server's or browser's zone, so the server's HTML and the hydrated page agree.
const TIME = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "medium", timeZone: "Africa/Lagos" });

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      {loaderData.kind === "message" ? <Message message={loaderData.message} /> : <List {...loaderData} />}
    </main>
  );
}

function List({ to, error, messages, texts, transport }: Extract<Route.ComponentProps["loaderData"], { kind: "list" }>) {
  return (
    <>
      <h1 className="text-3xl font-bold">Outbox</h1>
      <p className="mt-2 text-slate-700">
        {transport === "smtp"
          ? "SMTP_URL is set, so emails are sent and no longer kept here; this lists those kept before it was set."
          : "Emails Haya would have sent, newest first. Set SMTP_URL to send them instead."}
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search" aria-label="Filter the outbox by recipient">
        <div className="min-w-0 flex-1 basis-64">
          <Label htmlFor="outbox-to">Recipient</Label>
          {/* Keyed by the filter: after a client-side navigation the box shows the URL's value, not what was typed. */}
          <Input key={to} id="outbox-to" name="to" type="text" inputMode="email" autoComplete="off" placeholder="name@example.com or 0803 123 4567" defaultValue={to} aria-invalid={error ? true : undefined} aria-describedby="outbox-to-error" />
          <FieldError id="outbox-to-error" message={error} />
        </div>
        <SubmitButton>Show</SubmitButton>
        {to ? (
          <Link to="/dev/outbox" className="min-h-11 py-2.5 text-sm font-semibold text-brand-700 underline">
            All recipients
          </Link>
        ) : null}
      </Form>
      {messages.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-slate-700">{to && !error ? `No emails to ${to}.` : "No emails yet."}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl bg-white" aria-label="Emails, newest first">
          {messages.map((m) => (
            <li key={m.id} className="p-4">
              <Link to={`/dev/outbox/${m.id}`} className="font-semibold text-brand-700 underline">{m.subject}</Link>
              <p className="mt-1 text-sm text-slate-700">
                To {m.to} · <time dateTime={m.createdAt.toISOString()}>{TIME.format(m.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-xl font-semibold">Text messages</h2>
      {texts.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-8 text-center text-slate-700">{to && !error ? `No texts to ${to}.` : "No texts yet."}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white" aria-label="Text messages, newest first">
          {texts.map((t) => (
            <li key={t.id} className="p-4">
              <p className="text-slate-900 wrap-anywhere">
                <LinkedText text={t.body} />
              </p>
              <p className="mt-1 text-sm text-slate-700">
                To {t.to} · <time dateTime={t.createdAt.toISOString()}>{TIME.format(t.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Message({ message: m }: { message: Extract<Route.ComponentProps["loaderData"], { kind: "message" }>["message"] }) {
  return (
    <article>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/dev/outbox" className="font-semibold text-brand-700 underline">Outbox</Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold break-words">{m.subject}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-900">To</dt>
        <dd className="text-slate-700 wrap-anywhere">{m.to}</dd>
        <dt className="font-semibold text-slate-900">Date</dt>
        <dd className="text-slate-700"><time dateTime={m.createdAt.toISOString()}>{TIME.format(m.createdAt)}</time></dd>
        {Object.entries(m.headers ?? {}).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-slate-900">{name}</dt>
            <dd className="text-slate-700 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-lg font-semibold">Text</h2>
      <pre className="mt-2 rounded-xl bg-white p-4 font-sans text-sm leading-6 whitespace-pre-wrap break-words text-slate-900">
        <LinkedText text={m.text} />
      </pre>
      <h2 className="mt-8 text-lg font-semibold">HTML</h2>
      {m.html === null ? (
        <p className="mt-2 text-slate-700">This email has no HTML version.</p>
      ) : (
        // An empty sandbox: the e-mail's HTML shows as a mail client would show it, but runs no script and
        // cannot reach this page or its cookies.
        <iframe title={`HTML version of ${m.subject}`} sandbox="" srcDoc={m.html} className="mt-2 h-[36rem] w-full rounded-xl border border-slate-200 bg-white" />
      )}
    </article>
  );
}

/** The web addresses in a plain-text e-mail as links (a sentence's closing punctuation stays outside the link). */
function LinkedText({ text }: { text: string }) {
  return text.split(/(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'])/).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} className="text-brand-700 underline wrap-anywhere">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
