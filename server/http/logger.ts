// Structured one-line JSON logs for operators.
export type Log = (level: "debug" | "info" | "warn" | "error", msg: string, fields?: Record<string, unknown>) => void;

/** An error as a log line's `error` field: its message, or the thrown value as text. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

export function createLogger(minLevel: keyof typeof ORDER): Log {
  return (level, msg, fields) => {
    if (ORDER[level] < ORDER[minLevel]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
    (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
  };
}
