// An admin page about one thing (a person, a booking, a claim): its file, or the page's own "not found" with a 404
// status when there is no such thing. Returned, not thrown: the admin area's frame stays, with a way back to the look-up.
import { data } from "react-router";
import { NotFoundError } from "../../../server/errors";

export async function fileOr404<T, E extends object = object>(
  read: () => Promise<T>,
  extra: E = {} as E,
) {
  try {
    return { ...extra, file: await read() };
  } catch (e) {
    if (e instanceof NotFoundError) return data({ ...extra, file: null }, { status: 404 });
    throw e;
  }
}
