// Raw `db.execute` results differ between drivers only in type; both carry `rows`.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
