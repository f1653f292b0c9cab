// Explains what renters pay and what owners receive on Haya, with a worked example computed from the fee constants.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  DAMAGE_CLAIM_HOURS,
  OWNER_COMMISSION_PCT,
  SERVICE_FEE_PCT,
  VAT_ON_FEE_PCT,
  hoursText,
} from "@core/fees";
import { formatNaira, percentOf } from "@core/money";

export const meta: MetaFunction = () =>
  pageMeta(
    "Pricing and fees",
    "What renting on Haya costs: daily price, service fee, VAT and a refundable caution deposit. What owners earn after commission, with a worked example.",
  );

// Worked example, all in integer kobo: ₦25,000/day for 3 days with a ₦50,000 caution deposit.
const EXAMPLE_DAILY_PRICE = 2_500_000;
const EXAMPLE_DAYS = 3;
const EXAMPLE_DEPOSIT = 5_000_000;

const exampleRental = EXAMPLE_DAILY_PRICE * EXAMPLE_DAYS;
const exampleServiceFee = percentOf(exampleRental, SERVICE_FEE_PCT);
const exampleVat = percentOf(exampleServiceFee, VAT_ON_FEE_PCT);
const exampleRenterTotal = exampleRental + exampleServiceFee + exampleVat + EXAMPLE_DEPOSIT;
const exampleCommission = percentOf(exampleRental, OWNER_COMMISSION_PCT);
const exampleOwnerPayout = exampleRental - exampleCommission;

const cellClasses = "border-b border-slate-200 px-3 py-2";

function ExampleRow({
  label,
  amount,
  total,
  deduction,
}: {
  label: string;
  amount: number;
  total?: boolean;
  deduction?: boolean;
}) {
  return (
    <tr className={total ? "font-semibold text-slate-900" : undefined}>
      <th scope="row" className={`${cellClasses} text-left font-normal`}>
        {total ? <strong>{label}</strong> : label}
      </th>
      <td className={`${cellClasses} text-right tabular-nums`}>
        {deduction ? `−${formatNaira(amount)}` : formatNaira(amount)}
      </td>
    </tr>
  );
}

export default function PricingPage() {
  return (
    <ContentPage
      title="Pricing and fees"
      intro="Listing on Haya is free. Renters see an itemised price before they pay, and owners know exactly what they will receive. No hidden charges."
    >
      <h2>What renters pay</h2>
      <ul>
        <li>
          <strong>The rental:</strong> the number of days × the owner&apos;s daily price. Both the
          start and end dates count, so Friday to Sunday is 3 days. If the owner offers a weekly or
          monthly discount, it is taken off the rental automatically for long bookings.
        </li>
        <li>
          <strong>Service fee:</strong> {SERVICE_FEE_PCT}% of the rental. It pays for secure
          payments, support and keeping the marketplace safe.
        </li>
        <li>
          <strong>VAT:</strong> {VAT_ON_FEE_PCT}% on the service fee only, not on the rental or the
          deposit.
        </li>
        <li>
          <strong>Caution deposit (if the owner sets one):</strong> fully refundable. It is returned
          after the item comes back, unless the owner files a damage claim within{" "}
          {hoursText(DAMAGE_CLAIM_HOURS)} of the return.
        </li>
      </ul>

      <h2>What owners receive</h2>
      <p>
        Owners receive the rental amount minus a {OWNER_COMMISSION_PCT}% Haya commission. The payout
        is sent to the owner&apos;s bank account after the rental is completed, that is, once the
        item has been returned. The service fee and VAT are paid by the renter and do not reduce the
        owner&apos;s earnings.
      </p>

      <h2>Worked example</h2>
      <p>
        A renter books a generator at {formatNaira(EXAMPLE_DAILY_PRICE)}/day for {EXAMPLE_DAYS}{" "}
        days. The owner asks for a {formatNaira(EXAMPLE_DEPOSIT)} caution deposit.
      </p>
      <div className="mb-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm text-slate-700 sm:text-base">
          <caption className="mb-2 text-left font-medium text-slate-900">The renter pays</caption>
          <tbody>
            <ExampleRow
              label={`Rental (${EXAMPLE_DAYS} days × ${formatNaira(EXAMPLE_DAILY_PRICE)})`}
              amount={exampleRental}
            />
            <ExampleRow label={`Service fee (${SERVICE_FEE_PCT}%)`} amount={exampleServiceFee} />
            <ExampleRow label={`VAT (${VAT_ON_FEE_PCT}% of the service fee)`} amount={exampleVat} />
            <ExampleRow label="Caution deposit (refundable)" amount={EXAMPLE_DEPOSIT} />
            <ExampleRow label="Total at checkout" amount={exampleRenterTotal} total />
          </tbody>
        </table>
      </div>
      <div className="mb-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm text-slate-700 sm:text-base">
          <caption className="mb-2 text-left font-medium text-slate-900">
            The owner receives
          </caption>
          <tbody>
            <ExampleRow label="Rental" amount={exampleRental} />
            <ExampleRow
              label={`Haya commission (${OWNER_COMMISSION_PCT}%)`}
              amount={exampleCommission}
              deduction
            />
            <ExampleRow label="Payout after the rental" amount={exampleOwnerPayout} total />
          </tbody>
        </table>
      </div>
      <p>
        When the generator comes back in good condition, the renter gets the full{" "}
        {formatNaira(EXAMPLE_DEPOSIT)} deposit back, so the rental really cost{" "}
        {formatNaira(exampleRenterTotal - EXAMPLE_DEPOSIT)}.
      </p>

      <h2>Your checkout price is the one that counts</h2>
      <p>
        This example is for illustration. The exact amount you pay is always calculated by Haya and
        shown as an itemised quote before payment, including any long-rental discount. All prices
        are in naira, and payments are processed securely by Paystack.
      </p>
      <p>
        Changed your plans? See the <Link to="/refunds">cancellation and refund policy</Link>. Have
        a question about a charge? <Link to="/contact">Contact our team</Link>.
      </p>
    </ContentPage>
  );
}
