// Named prepared statements on the embedded database: PGlite parses and plans each query anew (its `query` sends them
// unnamed, in six calls into WebAssembly), so here a statement is parsed once per text (a first call of two trips) and
// then bound and run by name in one. On the demo data the item page's statement took 4.4 ms through `query`, 1.1 ms
// prepared once and run with SQL's EXECUTE (issue 39, decision 064).
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { isPlanChanged } from "./faults";

type Field = { name: string; dataTypeID: number };
interface Statement {
  /** "" for a statement planned on each call: parsed with its values every time, in the same call as they are bound. */
  name: string;
  paramTypes: number[];
  /** The statement's row description (none for a statement that returns no rows). */
  fields: Field[] | undefined;
}

/** What PGlite declares for its subclasses: the locks its own `query` takes and its readiness check. */
interface Internals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** Statements kept at once: texts are few (each query in the code is one), but a list of varying length makes more. */
const MAX_STATEMENTS = 500;
const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** PGlite's own errors carry the statement and its values (as its `query` adds them); Haya's fault handling reads `code`. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === "object" && "code" in error) Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * Makes `client.query` (and `query` inside `client.transaction`) run statements that have values as named prepared
 * statements, as server/db/client.ts does on PostgreSQL, each call in one trip into WebAssembly. Those to plan for their
 * own values on every call (`planEachCall`: the searches) are parsed each time, in that same one trip, with the types of
 * their values learnt once. Statements without values (DDL, migrations), those given a file (`blob`) or their
 * parameters' types go through PGlite's `query` as before. PostgreSQL replans a named statement itself when a table it reads changes; a statement
 * whose result changed shape fails once ("cached plan must not change result type") and is prepared again on its next
 * call.
 */
export function prepareStatementsOnce(client: PGlite, planEachCall: (text: string) => boolean): void {
  const lite = client as PGlite & Internals;
  const own = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const statements = new Map<string, Statement>();
  /** Close messages for statements let go, sent ahead of the next statement. */
  const closing: Uint8Array[] = [];
  let count = 0;

  /**
   * One trip into WebAssembly with the Close messages waiting ahead of `parts`. Closes are put back if the trip fails
   * other than by the database's answer (closing a statement twice, or one not there, is no error).
   */
  const send = async (parts: Uint8Array[], options: QueryOptions | undefined) => {
    const closes = closing.splice(0);
    try {
      return await lite.execProtocolStream(joined([...closes, ...parts]), { syncToFs: false, ...(options?.onNotice && { onNotice: options.onNotice }) });
    } catch (error) {
      if (!(error && typeof error === "object" && "code" in error)) closing.unshift(...closes);
      throw error;
    }
  };

  const forget = (text: string) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    if (statement.name) closing.push(serialize.close({ type: "S", name: statement.name }));
  };

  const prepare = async (text: string, options: QueryOptions | undefined): Promise<Statement> => {
    const name = planEachCall(text) ? "" : `p${(++count).toString(36)}`;
    const messages = await send([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()], options);
    let paramTypes: number[] = [];
    let fields: Field[] | undefined;
    for (const m of messages) {
      if (m.name === "parameterDescription") paramTypes = (m as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
      else if (m.name === "rowDescription")
        fields = (m as unknown as { fields: Field[] }).fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    }
    if (statements.size >= MAX_STATEMENTS) forget(statements.keys().next().value!);
    // An unnamed statement is replaced by the next Parse: only its parameters' types are kept.
    if (!name) fields = undefined;
    const statement = { name, paramTypes, fields };
    statements.set(text, statement);
    return statement;
  };

  const run = <T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) =>
    lite._runExclusiveQuery(async (): Promise<Results<T>> => {
      let statement = statements.get(text);
      try {
        if (statement) {
          // Most recently used last, so that the first is the one to let go.
          statements.delete(text);
          statements.set(text, statement);
        } else statement = await prepare(text, options);
        const { name, paramTypes, fields } = statement;
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const oid = paramTypes[i]!;
          const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
          return serializer ? serializer(param) : String(param);
        });
        const bind = serialize.bind({ statement: name, values });
        const messages = await send(
          name
            ? [bind, serialize.execute({}), serialize.sync()]
            : [serialize.parse({ text }), bind, serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()],
          options,
        );
        // Bound by name, the answer has no row description of its own: the statement's, described once, stands for it.
        const described = fields ? [{ name: "rowDescription", length: 0, fields } as never, ...messages] : messages;
        if (!inTransaction) await client.syncToFs();
        return parse.parseResults(described, client.parsers, options)[0] as Results<T>;
      } catch (error) {
        // The table under the statement changed shape, or the statement is gone: prepared again on its next call.
        if (isPlanChanged(error) || (error as { code?: unknown } | null)?.code === "26000") forget(text);
        throw withQuery(error, text, params, options);
      }
    });

  // A caller that names its parameters' types (none in Haya, drizzle or pg-boss) gets PGlite's own way, which uses them.
  const named = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined): params is unknown[] =>
    !!params && params.length > 0 && !options?.blob && !options?.paramTypes;

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!named(text, params, options)) return own<T>(text, params, options);
    await lite._checkReady();
    return lite._runExclusiveTransaction(() => run<T>(text, params, options, false));
  };

  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction((tx) => {
      const query = tx.query.bind(tx);
      tx.query = async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
        if (!named(text, params, options) || tx.closed) return query<R>(text, params, options);
        return run<R>(text, params, options, true);
      };
      return callback(tx);
    });
}
