// The sandbox's transfer provider: the committed list of Nigerian banks, and account names made up from the number, the
// same every time, so that the whole payout account flow runs offline. An account number ending in 0000 has no account
// (SANDBOX_INVALID_SUFFIX): the sandbox answers as Paystack does for a number its bank does not know.
import { createHash } from "node:crypto";
import { NIGERIAN_BANKS } from "./nigerian-banks";
import { AccountNotFound, type TransferProvider } from "./transfer-provider";

export const SANDBOX_INVALID_SUFFIX = "0000";

const FIRST = ["Adaeze", "Babajide", "Chiamaka", "Chinedu", "Emeka", "Funmilayo", "Halima", "Ibrahim", "Ifeanyi", "Kemi", "Musa", "Ngozi", "Oluwaseun", "Tunde", "Yetunde", "Zainab"];
const MIDDLE = ["Adaobi", "Bolanle", "Chukwuma", "Damilola", "Ebere", "Folake", "Garba", "Ikenna", "Nkechi", "Segun", "Temitope", "Uche"];
const SURNAME = ["Abubakar", "Adebayo", "Adeyemi", "Balogun", "Bello", "Chukwu", "Danjuma", "Eze", "Ibekwe", "Lawal", "Nwosu", "Obi", "Ogunleye", "Okafor", "Okonkwo", "Umar"];

const digest = (bankCode: string, accountNumber: string) => createHash("sha256").update(`${bankCode}:${accountNumber}`).digest();

/** The name the sandbox gives an account: three Nigerian names picked by the hash of the bank and number, in capitals as banks give them. */
export function sandboxAccountName(bankCode: string, accountNumber: string): string {
  const h = digest(bankCode, accountNumber);
  return `${SURNAME[h[0]! % SURNAME.length]} ${FIRST[h[1]! % FIRST.length]} ${MIDDLE[h[2]! % MIDDLE.length]}`.toUpperCase();
}

export function sandboxTransfers(): TransferProvider {
  const known = new Set(NIGERIAN_BANKS.map((b) => b.code));
  const resolve = (bankCode: string, accountNumber: string) => {
    if (!known.has(bankCode)) throw new AccountNotFound(`Sandbox: unknown bank code ${bankCode}`);
    if (!/^\d{10}$/.test(accountNumber) || accountNumber.endsWith(SANDBOX_INVALID_SUFFIX)) throw new AccountNotFound("Sandbox: could not resolve account name");
    return { accountName: sandboxAccountName(bankCode, accountNumber) };
  };
  return {
    name: "sandbox",
    listBanks: () => Promise.resolve([...NIGERIAN_BANKS]),
    resolveAccount: (bankCode, accountNumber) => Promise.resolve().then(() => resolve(bankCode, accountNumber)),
    // Like Paystack, the same account gives the same recipient code again.
    createRecipient: ({ bankCode, accountNumber }) =>
      Promise.resolve().then(() => ({
        recipientCode: `RCP_sandbox_${digest(bankCode, accountNumber).toString("hex").slice(0, 16)}`,
        accountName: resolve(bankCode, accountNumber).accountName,
      })),
  };
}
