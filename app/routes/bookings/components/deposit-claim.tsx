// The booking page's deposit claim: for the owner, the form to claim from the caution deposit while the window is open;
// for both sides, the claim with its photos and where it stands; for the renter, Accept or Dispute. Plain multipart
// posts (intents `claim`, `claim-accept`, `claim-dispute`) that work without JavaScript; refused input comes back typed.
import { CLAIM_ANSWER_HOURS, CLAIM_TEXT_MIN } from "@core/claims";
import { Form } from "~/lib/links";
import { formatNaira } from "@core/money";
import { useSearchParams } from "react-router";
import { FormMessage } from "~/components/form-field";
import { FieldError, Input, Label, Select, Textarea } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FormFailure } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";
import type { ClaimView } from "../../../../server/features/claims/claims.service";

export interface ClaimState {
  claim: ClaimView | null;
  claimableUntil: string | null;
  maxClaimKobo: number | null;
  /** While the owner may claim: what they may claim and until when (deposit-claim.server.ts words it). */
  intro?: string | null;
  /** When the item came back late: damage or a late return (deposit-claim.server.ts words them). */
  reasons?: { legend: string; options: { value: string; label: string }[] } | null;
}

/** A claim's moments as the section says them (its introduction, worded on the server, too). */
export const when = (iso: string) => new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Lagos" }).format(new Date(iso));

const STATUS: Record<NonNullable<ClaimState["claim"]>["status"], () => string> = {
  open: m.bookings_claim_status_open,
  disputed: m.bookings_claim_status_disputed,
  settled: m.bookings_claim_status_settled,
};

function PhotosInput({ failure, required }: { failure: FormFailure | undefined; required: boolean }) {
  const [params] = useSearchParams();
  // A post over the page's size limit never reached the form's action: the server sent the page back with ?photo=too-large.
  const error = failure?.errors.photos ?? (params.get("photo") === "too-large" ? m.bookings_claim_too_large() : undefined);
  return (
    <div>
      <Label htmlFor="f-claim-photos">{required ? m.bookings_claim_photos_damage() : m.bookings_claim_photos_optional()}</Label>
      <Input
        id="f-claim-photos"
        name="photos"
        type="file"
        multiple
        required={required}
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-invalid={error ? true : undefined}
        aria-describedby={`f-claim-photos-hint${error ? " f-claim-photos-error" : ""}`}
        className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold"
      />
      <p id="f-claim-photos-hint" className="mt-1 text-sm text-slate-600">
        {m.bookings_claim_photos_hint()}
      </p>
      <FieldError id="f-claim-photos-error" message={error} />
    </div>
  );
}

const DONE: Record<string, () => string> = {
  claim: () => m.bookings_claim_done_claim({ hours: CLAIM_ANSWER_HOURS }),
  "claim-accept": m.bookings_claim_done_accept,
  "claim-dispute": m.bookings_claim_done_dispute,
};

export function DepositClaim({ state, role, depositKobo, failure }: { state: ClaimState; role: "owner" | "renter"; depositKobo: number; failure: FormFailure | undefined }) {
  const { claim } = state;
  const [params] = useSearchParams();
  const done = !failure ? DONE[params.get("done") ?? ""]?.() : undefined;
  const mine = failure && ["claim", "claim-accept", "claim-dispute"].includes(failure.values.intent ?? "") ? failure : undefined;
  // A refusal that names a field is said beside it, not twice.
  const formError = mine && !Object.entries(mine.errors).some(([k, v]) => k !== "form" && v === mine.errors.form) ? mine.errors.form : undefined;
  if (!claim && role === "owner" && state.claimableUntil) {
    const v = mine?.values ?? {};
    return (
      <Form method="post" encType="multipart/form-data" className="space-y-4" aria-describedby="claim-intro">
        <p id="claim-intro" className="text-sm text-slate-700">
          {state.intro}
        </p>
        <input type="hidden" name="intent" value="claim" />
        <FormMessage error={formError} />
        {state.reasons && (
          <div>
            <Label htmlFor="f-claim-reason">{state.reasons.legend}</Label>
            <Select id="f-claim-reason" name="reason" defaultValue={v.reason}>
              {state.reasons.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
            <FieldError id="f-claim-reason-error" message={mine?.errors.reason} />
          </div>
        )}
        <div>
          <Label htmlFor="f-claim-amount">{m.bookings_claim_amount()}</Label>
          <Input
            id="f-claim-amount"
            name="amount"
            inputMode="decimal"
            required
            defaultValue={v.amount}
            aria-invalid={mine?.errors.amount ? true : undefined}
            aria-describedby={mine?.errors.amount ? "f-claim-amount-error" : undefined}
          />
          <FieldError id="f-claim-amount-error" message={mine?.errors.amount} />
        </div>
        <div>
          <Label htmlFor="f-claim-description">{m.bookings_claim_what()}</Label>
          <Textarea
            id="f-claim-description"
            name="description"
            required
            minLength={CLAIM_TEXT_MIN}
            maxLength={2000}
            defaultValue={v.description}
            aria-invalid={mine?.errors.description ? true : undefined}
            aria-describedby={mine?.errors.description ? "f-claim-description-error" : undefined}
          />
          <FieldError id="f-claim-description-error" message={mine?.errors.description} />
        </div>
        <PhotosInput failure={mine} required={!state.reasons} />
        <SubmitButton>{m.bookings_claim_file()}</SubmitButton>
      </Form>
    );
  }
  if (!claim) return null;
  const answerPhotos = claim.photos.filter((p) => p.stage === "claim_answer");
  return (
    <div className="space-y-4">
      <FormMessage success={done} />
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{m.bookings_claim_claimed()}</dt>
          <dd className="text-lg font-bold text-slate-900">{formatNaira(claim.amountKobo)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{m.bookings_claim_status()}</dt>
          <dd className="font-semibold text-slate-900">{STATUS[claim.status]()}</dd>
        </div>
        {claim.status === "settled" && claim.settledAmountKobo !== null && (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">{m.bookings_claim_outcome()}</dt>
            <dd className="text-slate-900">
              {m.bookings_claim_outcome_split({ owner: formatNaira(claim.settledAmountKobo), renter: formatNaira(depositKobo - claim.settledAmountKobo) })}
              {claim.answer === "lapsed" ? ` ${m.bookings_claim_lapsed()}` : ""}.{claim.decisionNote ? ` ${m.bookings_claim_decision({ note: claim.decisionNote })}` : ""}
            </dd>
          </div>
        )}
      </dl>
      <div>
        <h3 className="font-semibold text-slate-900">{m.bookings_claim_owner_account()}</h3>
        <p className="whitespace-pre-line text-sm text-slate-700">{claim.description}</p>
        <ClaimPhotos photos={claim.photos.filter((p) => p.stage === "claim")} who="owner" />
      </div>
      {claim.answerText && (
        <div>
          <h3 className="font-semibold text-slate-900">{m.bookings_claim_renter_answer()}</h3>
          <p className="whitespace-pre-line text-sm text-slate-700">{claim.answerText}</p>
          <ClaimPhotos photos={answerPhotos} who="renter" />
        </div>
      )}
      {claim.status === "open" && role === "owner" && <p className="text-sm text-slate-700">{m.bookings_claim_renter_until({ at: when(claim.answerBy) })}</p>}
      {claim.status === "open" && role === "renter" && <RenterAnswer answerBy={claim.answerBy} failure={mine} formError={formError} />}
    </div>
  );
}

function ClaimPhotos({ photos, who }: { photos: { id: number; url: string; width: number; height: number; createdAt: string }[]; who: "owner" | "renter" }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {photos.map((p) => (
        <li key={p.id}>
          <a href={p.url.replace(/@\d+\./, "@1280.")} className="block">
            <img src={p.url} alt={(who === "owner" ? m.bookings_claim_photo_owner : m.bookings_claim_photo_renter)({ at: when(p.createdAt) })} width={160} height={Math.round((160 * p.height) / p.width)} loading="lazy" className="h-28 w-auto rounded-lg object-cover ring-1 ring-slate-200" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function RenterAnswer({ answerBy, failure, formError }: { answerBy: string; failure: FormFailure | undefined; formError: string | undefined }) {
  return (
    <div className="space-y-4 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="text-sm text-slate-800">{m.bookings_claim_answer_by({ at: when(answerBy) })}</p>
      <FormMessage error={formError} />
      <Form method="post" encType="multipart/form-data">
        <input type="hidden" name="intent" value="claim-accept" />
        <SubmitButton variant="outline">{m.bookings_claim_accept()}</SubmitButton>
      </Form>
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <input type="hidden" name="intent" value="claim-dispute" />
        <div>
          <Label htmlFor="f-claim-text">{m.bookings_claim_why()}</Label>
          <Textarea
            id="f-claim-text"
            name="text"
            required
            minLength={CLAIM_TEXT_MIN}
            maxLength={2000}
            defaultValue={failure?.values.text}
            aria-invalid={failure?.errors.text ? true : undefined}
            aria-describedby={failure?.errors.text ? "f-claim-text-error" : undefined}
          />
          <FieldError id="f-claim-text-error" message={failure?.errors.text} />
        </div>
        <PhotosInput failure={failure} required={false} />
        <SubmitButton>{m.bookings_claim_dispute()}</SubmitButton>
      </Form>
    </div>
  );
}
