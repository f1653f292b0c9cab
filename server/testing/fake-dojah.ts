// A local fake of Dojah's KYC API (the calls Haya makes): POST /api/v1/kyc/nin/verify with a selfie, GET
// /api/v1/kyc/dl and /api/v1/kyc/passport. It checks the AppId and Authorization headers, answers from the register it
// is given, and can be made to fail (an outage) for the next calls.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakePerson {
  first_name: string;
  last_name: string;
  middle_name?: string;
  date_of_birth: string;
  /** The face-match confidence Dojah answers for a selfie against this person's photo. */
  confidence: number;
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = "";
    req.on("data", (c: Buffer) => (s += c.toString("utf8")));
    req.on("end", () => resolve(s));
  });

export async function fakeDojah(appId = "app-test", secretKey = "test_sk_fake") {
  const register = new Map<string, FakePerson>();
  const calls: { path: string; body: Record<string, unknown> | null }[] = [];
  let failNext = 0;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const raw = await bodyOf(req);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    calls.push({ path: url.pathname, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (failNext > 0) {
      failNext--;
      return send(503, { error: "Service temporarily unavailable" });
    }
    if (req.headers.appid !== appId || req.headers.authorization !== secretKey) return send(401, { error: "Unauthorized" });
    const number =
      url.pathname === "/api/v1/kyc/nin/verify" && req.method === "POST"
        ? String(body?.nin ?? "")
        : url.pathname === "/api/v1/kyc/dl"
          ? (url.searchParams.get("license_number") ?? "")
          : url.pathname === "/api/v1/kyc/passport"
            ? (url.searchParams.get("passport_number") ?? "")
            : undefined;
    if (number === undefined) return send(404, { error: "Not found" });
    if (url.pathname.endsWith("/verify") && typeof body?.selfie_image !== "string") return send(400, { error: "selfie_image is required" });
    const p = register.get(number);
    if (!p) return send(404, { error: "Not found" });
    const { confidence, ...entity } = p;
    return send(200, {
      entity: {
        ...entity,
        reference_id: `dj_${number.slice(-4)}_${calls.length}`,
        ...(url.pathname.endsWith("/verify") ? { selfie_verification: { confidence_value: confidence, match: confidence >= 90 } } : {}),
      },
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    options: { appId, secretKey, baseUrl: `http://127.0.0.1:${port}` },
    register,
    calls,
    /** The next `n` calls answer 503, as during an outage. */
    failFor(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
