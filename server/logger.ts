// Structured JSON logs for operators, through pino: one line per event, `time`, `level` (as a word), `msg`, the fields,
// and the request id (or job run) the line belongs to. Personal data never reaches a line: fields that name a person,
// an address or a secret are replaced, and e-mail addresses or phone numbers inside any text are masked.
import pino, { type DestinationStream } from "pino";
import { currentWork } from "./request-context";

export type Level = "debug" | "info" | "warn" | "error";
export type Log = (level: Level, msg: string, fields?: Record<string, unknown>) => void;

/** An error as a log line's `error` field: its message, or the thrown value as text. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Fields whose value is personal or secret, at any depth: the value is replaced by "[redacted]". */
const PERSONAL_FIELDS = ["email", "name", "phone", "businessPhone", "token", "password", "cookie", "authorization", "secret", "ip"];
export const REDACTED = "[redacted]";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Nigerian numbers as people write them: 0803 123 4567, +234 803 123 4567, 2348031234567; standing alone, not a run of
// digits inside a longer word (a request id's "ac081352-4274-441e" is no number).
const PHONE = /(?<![A-Za-z0-9])(?:\+?234|0)[\s-]?[789][01]\d(?:[\s-]?\d){7}(?![A-Za-z0-9])/g;
const TOKEN_PARAM = /([?&](?:token|code|signature)=)[^&\s"]+/gi;

/** Masks e-mail addresses, phone numbers and tokens in a URL inside free text (messages, errors, paths). */
export function scrub(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]").replace(TOKEN_PARAM, `$1${REDACTED}`);
}

function clean(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrub(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = PERSONAL_FIELDS.includes(k) ? REDACTED : clean(v, depth + 1);
  return out;
}

/** Development (`npm run dev`): coloured lines for a person at a terminal, by pino-pretty in a worker thread. */
function prettyLines(): DestinationStream | undefined {
  try {
    return pino.transport({ target: "pino-pretty", options: { colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid" } }) as DestinationStream;
  } catch {
    return undefined; // not installed (a production install without dev dependencies): JSON lines, as in production
  }
}

export type LogLevelSetting = Level | "silent";

export interface LoggerOptions {
  /** Where lines go (tests); default: info and debug to stdout, warnings and errors to stderr. */
  destination?: DestinationStream;
  /** Human-readable lines (development, through pino-pretty) instead of JSON. */
  pretty?: DestinationStream;
}

export function createLogger(minLevel: LogLevelSetting, opts: LoggerOptions = {}): Log {
  const pretty = opts.pretty ?? (process.env.NODE_ENV === "development" && !opts.destination ? prettyLines() : undefined);
  const destination =
    pretty ??
    opts.destination ??
    pino.multistream(
      [
        { level: "debug", stream: process.stdout },
        { level: "warn", stream: process.stderr },
      ],
      { dedupe: true },
    );
  const logger = pino(
    {
      level: minLevel,
      base: { pid: process.pid },
      messageKey: "msg",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => clean(fields) as Record<string, unknown>,
      },
      mixin: () => {
        const work = currentWork();
        if (!work) return {};
        return { ...(work.requestId ? { requestId: work.requestId } : {}), ...(work.job ? { job: work.job } : {}) };
      },
    },
    destination,
  );
  return (level, msg, fields) => logger[level](fields ?? {}, scrub(msg));
}
