// `npm run claims -- list` and `npm run claims -- decide <claim id> <naira> <reason…>`: the disputed deposit claims, and an
// operator's decision on one, until the admin side has their screen. Runs with Haya's settings (the environment,
// then ./.env), on its database; the decision's emails go out as the server's do (SMTP_URL, else the outbox).
import { formatNaira, nairaToKobo } from "../../core/money";
import { runCli } from "./run";
import { createServices } from "../services";

const USAGE = `usage: npm run claims -- list                                   the disputed claims, oldest first
       npm run claims -- decide <claim id> <naira> <reason…>    the owner gets <naira> (0 to the amount claimed), the renter the rest of the deposit`;

const [command, ...args] = process.argv.slice(2);
await runCli(async (handle, config) => {
  const { claims } = createServices(handle.db, { baseUrl: config.siteUrl, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, paystack: config.paystack });
  if (command === "list" && args.length === 0) {
    const open = await claims.disputed();
    if (open.length === 0) console.log("No disputed claims.");
    for (const c of open)
      console.log(`claim ${c.id} · booking ${c.bookingId} (${c.title}) · ${formatNaira(c.amountKobo)} claimed on ${c.createdAt.toISOString()}\n  owner: ${c.description}\n  renter: ${c.answerText ?? ""}`);
  } else if (command === "decide" && args.length >= 3 && /^\d+$/.test(args[0]!) && /^\d+(\.\d{1,2})?$/.test(args[1]!)) {
    const decided = await claims.decide(Number(args[0]), { amountKobo: nairaToKobo(Number(args[1])), note: args.slice(2).join(" "), by: "npm run claims" });
    console.log(`claim ${decided.id}: ${formatNaira(decided.settledAmountKobo ?? 0)} to the owner, settled; both sides are emailed`);
  } else {
    console.error(USAGE);
    return 2;
  }
  return 0;
});
