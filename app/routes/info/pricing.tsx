// Explains what renters pay and what owners receive on Haya, with a worked example computed from the fee constants.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "./components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  DAMAGE_CLAIM_HOURS,
  OWNER_COMMISSION_PCT,
  SERVICE_FEE_PCT,
  VAT_ON_FEE_PCT,
  chargedFees,
  hoursText,
} from "@core/fees";
import { formatNaira, percentOf } from "@core/money";
import { m } from "@core/paraglide/messages";

export const meta: MetaFunction = () => pageMeta(m.info_pricing_title(), m.info_pricing_meta_description());

// Worked example, all in integer kobo: ₦25,000/day for 3 days with a ₦50,000 caution deposit.
const EXAMPLE_DAILY_PRICE = 2_500_000;
const EXAMPLE_DAYS = 3;
const EXAMPLE_DEPOSIT = 5_000_000;

const exampleRental = EXAMPLE_DAILY_PRICE * EXAMPLE_DAYS;
// Fees as a booking charges them: rounded down to whole naira (decision 042).
const { serviceFeeKobo: exampleServiceFee, vatKobo: exampleVat } = chargedFees(exampleRental, EXAMPLE_DEPOSIT);
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
    <ContentPage title={m.info_pricing_title()} intro={m.info_pricing_intro()}>
      <h2>{m.info_pricing_renters()}</h2>
      <ul>
        <li>
          <strong>{m.info_pricing_rental_label()}</strong> {m.info_pricing_rental_text()}
        </li>
        <li>
          <strong>{m.info_pricing_fee_label()}</strong> {m.info_pricing_fee_text({ pct: SERVICE_FEE_PCT })}
        </li>
        <li>
          <strong>{m.info_pricing_vat_label()}</strong> {m.info_pricing_vat_text({ pct: VAT_ON_FEE_PCT })}
        </li>
        <li>
          <strong>{m.info_pricing_deposit_label()}</strong>{" "}
          {m.info_pricing_deposit_text({ hours: hoursText(DAMAGE_CLAIM_HOURS) })}
        </li>
      </ul>
      <p>{m.info_pricing_rounding()}</p>

      <h2>{m.info_pricing_owners()}</h2>
      <p>{m.info_pricing_owners_text({ pct: OWNER_COMMISSION_PCT })}</p>

      <h2>{m.info_pricing_example()}</h2>
      <p>
        {m.info_pricing_example_text({
          price: formatNaira(EXAMPLE_DAILY_PRICE),
          days: EXAMPLE_DAYS,
          deposit: formatNaira(EXAMPLE_DEPOSIT),
        })}
      </p>
      <div className="mb-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm text-slate-700 sm:text-base">
          <caption className="mb-2 text-left font-medium text-slate-900">{m.info_pricing_renter_pays()}</caption>
          <tbody>
            <ExampleRow
              label={m.info_pricing_row_rental({ days: EXAMPLE_DAYS, price: formatNaira(EXAMPLE_DAILY_PRICE) })}
              amount={exampleRental}
            />
            <ExampleRow label={m.info_pricing_row_fee({ pct: SERVICE_FEE_PCT })} amount={exampleServiceFee} />
            <ExampleRow label={m.info_pricing_row_vat({ pct: VAT_ON_FEE_PCT })} amount={exampleVat} />
            <ExampleRow label={m.info_pricing_row_deposit()} amount={EXAMPLE_DEPOSIT} />
            <ExampleRow label={m.info_pricing_row_total()} amount={exampleRenterTotal} total />
          </tbody>
        </table>
      </div>
      <div className="mb-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm text-slate-700 sm:text-base">
          <caption className="mb-2 text-left font-medium text-slate-900">
            {m.info_pricing_owner_receives()}
          </caption>
          <tbody>
            <ExampleRow label={m.info_pricing_row_owner_rental()} amount={exampleRental} />
            <ExampleRow
              label={m.info_pricing_row_commission({ pct: OWNER_COMMISSION_PCT })}
              amount={exampleCommission}
              deduction
            />
            <ExampleRow label={m.info_pricing_row_payout()} amount={exampleOwnerPayout} total />
          </tbody>
        </table>
      </div>
      <p>
        {m.info_pricing_example_after({
          deposit: formatNaira(EXAMPLE_DEPOSIT),
          cost: formatNaira(exampleRenterTotal - EXAMPLE_DEPOSIT),
        })}
      </p>

      <h2>{m.info_pricing_checkout()}</h2>
      <p>{m.info_pricing_checkout_text()}</p>
      <p>
        {m.info_pricing_plans_before()} <Link to="/refunds">{m.info_pricing_plans_link()}</Link>
        {m.info_pricing_plans_middle()} <Link to="/contact">{m.info_pricing_plans_contact()}</Link>
        {m.info_pricing_plans_after()}
      </p>
    </ContentPage>
  );
}
