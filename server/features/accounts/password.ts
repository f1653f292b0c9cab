// Password hashing (argon2id at OWASP's recommended cost) and the rule that refuses well-known passwords.
import { hash, verify } from "@node-rs/argon2";
import { createRequire } from "node:module";

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
const ARGON2 = { algorithm: 2 /* Algorithm.Argon2id: a const enum, which verbatimModuleSyntax cannot import */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  // Anything that is not an argon2 hash of ours (say a damaged row) is a mismatch, not a crash.
  if (!data.hash.startsWith("$argon2")) return false;
  return verify(data.hash, data.password).catch(() => false);
}

const loadDictionary = (): Record<string, unknown> => (createRequire(import.meta.url)("@zxcvbn-ts/language-common") as { dictionary: Record<string, unknown> }).dictionary;

/** The ~49,000 most common leaked passwords (zxcvbn's list), plus words anyone would try on a Nigerian site. */
let common: Set<string> | undefined;
const LOCAL = ["haya1234", "hayahaya", "naija123", "nigeria1", "nigeria123", "lagos123", "abuja123", "password1", "12345678", "iloveyou"];

export function isCommonPassword(password: string): boolean {
  // The list (and the rest of zxcvbn's dictionaries, ~0.4 MB of code) loads with the first password checked, not with
  // every process: one that only serves pages never needs it.
  common ??= new Set([...(loadDictionary()["passwords-common"] as string[]), ...LOCAL]);
  const p = password.toLowerCase();
  // Repeats of one character ("aaaaaaaa") or one short block ("abcabcabc") are as easy to guess.
  return common.has(p) || /^(.{1,3})\1+$/.test(p);
}

