// The sandbox identity provider: no network, a documented set of test numbers (docs/decisions/059-identity-provider.md).
// An 11-digit NIN (or any licence or passport number) ending in 0 matches the profile's name, ending in 1 belongs to
// someone else (review), ending in 2 is not found; any other ending is refused as not a test number.
import { createHash } from "node:crypto";
import type { IdentityAnswer, IdentityProvider, IdentityRequest } from "./provider";

export const SANDBOX_MISMATCH_NAME = { firstName: "Chukwuemeka", lastName: "Obi-Sandbox" };
export const SANDBOX_DOB = "1990-01-01";

export function sandboxIdentityProvider(): IdentityProvider {
  return {
    name: "sandbox",
    async verify(req: IdentityRequest): Promise<IdentityAnswer> {
      const reference = `sbx_${createHash("sha256").update(`${req.idType}:${req.idNumber}`).digest("hex").slice(0, 16)}`;
      const empty = { reference, firstName: null, middleName: null, lastName: null, dateOfBirth: null, faceScore: null };
      const last = req.idNumber.at(-1);
      if (last === "2") return { outcome: "not_found", ...empty };
      if (last !== "0" && last !== "1") return { outcome: "invalid", ...empty, reference: null };
      const [first = "", ...rest] = req.profileName.trim().split(/\s+/);
      const name = last === "0" ? { firstName: first, lastName: rest.join(" ") || first } : SANDBOX_MISMATCH_NAME;
      return { outcome: "found", reference, ...name, middleName: null, dateOfBirth: SANDBOX_DOB, faceScore: last === "0" ? 97.5 : 41 };
    },
  };
}
