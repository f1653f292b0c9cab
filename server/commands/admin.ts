// `npm run admin -- grant <email> [support]`, `-- revoke <email>`, `-- list`, `-- reset-two-factor <email>`: who may open
// the admin side (/admin), and a way back in for a person who lost their phone and recovery codes. The first admin
// is made here; each change is written to the audit log as the command line's.
// Runs with Haya's settings (the environment, then ./.env), on its database.
import { runCli } from "./run";
import { createOperatorsService } from "../features/admin/admin-operators.service";

const USAGE = `usage: npm run admin -- grant <email> [admin|support]   make the person an operator (admin unless said)
       npm run admin -- revoke <email>                    make them an ordinary person again
       npm run admin -- list                              the operators
       npm run admin -- reset-two-factor <email>          turn off their two-factor sign-in (lost phone and codes; check who they are first)`;

const [command, ...args] = process.argv.slice(2);
await runCli(async (handle) => {
  const operators = createOperatorsService(handle.db);
  const role = args[1] ?? "admin";
  if (command === "grant" && args.length >= 1 && args.length <= 2 && (role === "admin" || role === "support")) {
    const r = await operators.grant(args[0]!, role);
    console.log(r.changed ? `${r.person.email} is now ${role}.` : `${r.person.email} was already ${role}.`);
    if (!r.person.twoFactorEnabled) console.log("They must turn on two-factor sign-in (in /account, or when /admin asks) before the console opens.");
  } else if (command === "revoke" && args.length === 1) {
    const r = await operators.revoke(args[0]!);
    console.log(r.changed ? `${r.person.email} is no longer an operator.` : `${r.person.email} was not an operator.`);
  } else if (command === "reset-two-factor" && args.length === 1) {
    const r = await operators.resetTwoFactor(args[0]!);
    console.log(r.changed ? `${r.person.email}: two-factor sign-in is off and every session has ended; they sign in with their password.` : `${r.person.email} had no two-factor sign-in.`);
  } else if (command === "list" && args.length === 0) {
    const list = await operators.operators();
    if (list.length === 0) console.log("No operators yet: npm run admin -- grant <email>");
    for (const p of list) console.log(`${p.role.padEnd(8)} ${p.email} (${p.name})${p.twoFactorEnabled ? "" : " — two-factor sign-in not set up yet"}`);
  } else {
    console.error(USAGE);
    return 2;
  }
  return 0;
});
