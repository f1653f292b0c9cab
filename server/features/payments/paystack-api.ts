// Paystack's REST API as Haya calls it: JSON over HTTPS with the secret key as a Bearer token, each call bounded by a
// timeout, and every answer that is not `status: true` with data a ProviderError naming the call, its HTTP status and
// Paystack's message. Shared by the payments (charges, refunds) and payouts (banks, recipients) providers.
import { errorText } from "../../logger";
import { ProviderError } from "./provider";

export interface PaystackOptions {
  secretKey: string;
  /** PAYSTACK_BASE_URL (default https://api.paystack.co); tests point it at a local fake. */
  baseUrl: string;
  /** How long one API call may take. */
  timeoutMs?: number;
}

export interface PaystackAnswer<T> {
  status?: boolean;
  message?: string;
  data?: T;
  meta?: { next?: string | null };
}

export function paystackApi(opts: PaystackOptions) {
  const base = opts.baseUrl.replace(/\/+$/, "");
  /** The whole answer (data and meta) of a call that succeeded. */
  async function request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<PaystackAnswer<T> & { data: T }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${opts.secretKey}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch (e) {
      throw new ProviderError(`Paystack ${method} ${path}: ${errorText(e)}`);
    }
    const answer = (await res.json().catch(() => ({}))) as PaystackAnswer<T>;
    if (!res.ok || answer.status !== true || answer.data === undefined)
      throw new ProviderError(`Paystack ${method} ${path}: ${res.status} ${answer.message ?? "no message"}`, res.status, answer.message);
    return answer as PaystackAnswer<T> & { data: T };
  }
  return {
    request,
    /** The data of a call that succeeded. */
    call: async <T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> => (await request<T>(method, path, body)).data,
  };
}
