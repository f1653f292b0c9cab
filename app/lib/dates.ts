// Calendar dates in Africa/Lagos as ISO strings (2026-12-24), the unit every rental day is counted in.
export const PICKUP_TIMES = [
  "8:00 AM",
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "Noon",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
] as const;

// Formatters are costly to build: make each once.
const LAGOS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" });
const DAY_LABEL = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function todayInLagos(now: Date = new Date()): string {
  return LAGOS_DAY.format(now);
}

export function currentYearInLagos(now: Date = new Date()): number {
  return Number(todayInLagos(now).slice(0, 4));
}

export function formatDay(iso: string): string {
  return DAY_LABEL.format(new Date(`${iso}T00:00:00Z`));
}

/** The ISO date `n` days after `iso` (negative: before). */
export function addDaysIso(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
