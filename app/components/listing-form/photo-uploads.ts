// With JavaScript, photos travel one at a time to POST /api/v1/listings/{id}/photos (XMLHttpRequest, for upload
// progress), each checked here first; every photo that arrives refreshes the page's data, so it shows at once.
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { isPhotosFull, LISTING_LIMITS, PHOTO_TYPES } from "@core/listing-limits";
import { m } from "@core/paraglide/messages";

export interface Upload {
  key: number;
  name: string;
  /** 0 to 1. */
  sent: number;
  state: "waiting" | "sending" | "done" | "failed";
  error?: string | undefined;
}

type Sent = { ok: true; count: number } | { ok: false; message: string; stop: boolean };

/** What is wrong with a file before it is sent, if anything (the server checks again, by content). */
function problemOf(file: File): string | undefined {
  if (/^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name)) return m.err_photo_heic();
  if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) return m.err_photo_type();
  if (file.size > LISTING_LIMITS.photoMaxBytes) return m.err_photo_type();
  return undefined;
}

function messageOf(status: number, body: unknown): Sent {
  const b = (body ?? {}) as { message?: string; fields?: Record<string, string>; photos?: unknown[] };
  if (status === 201) return { ok: true, count: Array.isArray(b.photos) ? b.photos.length : 0 };
  if (status === 400) {
    const message = b.fields?.photos ?? b.fields?.photo ?? b.message ?? m.err_photo_type();
    return { ok: false, message, stop: isPhotosFull(message) };
  }
  if (status === 413) return { ok: false, message: m.err_photo_type(), stop: false };
  if (status === 429) return { ok: false, message: b.message ?? "Too many photos at once: try again in a few minutes", stop: true };
  if (status === 401) return { ok: false, message: "You are signed out: sign in again, then add your photos", stop: true };
  if (status === 404) return { ok: false, message: "This listing is not found: it may have been deleted", stop: true };
  if (status === 0) return { ok: false, message: "The upload stopped: check your connection and try again", stop: false };
  return { ok: false, message: `The photo could not be saved (error ${status}): try again`, stop: false };
}

function send(url: string, file: File, onProgress: (sent: number) => void): Promise<Sent> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve(messageOf(xhr.status, xhr.response));
    xhr.onerror = () => resolve(messageOf(0, null));
    const body = new FormData();
    body.append("photo", file);
    xhr.send(body);
  });
}

/** `count`: the listing's photos as the page knows them. */
export function usePhotoUploads(listingId: number, count: number) {
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const sending = useRef(false);
  const nextKey = useRef(1);
  // The server's count after the last upload, until the page's data catches up.
  const stored = useRef(count);
  useEffect(() => {
    stored.current = count;
  }, [count]);

  const update = (key: number, patch: Partial<Upload>) => setUploads((us) => us.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  async function run() {
    if (sending.current) return;
    sending.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      update(key, { state: "sending" });
      const sent = await send(`/api/v1/listings/${listingId}/photos`, file, (s) => update(key, { sent: s }));
      if (sent.ok) {
        stored.current = sent.count;
        update(key, { state: "done", sent: 1 });
        void revalidator.revalidate();
        continue;
      }
      update(key, { state: "failed", error: sent.message });
      if (sent.stop) {
        const rest = new Set(queue.current.map((q) => q.key));
        queue.current = [];
        setUploads((us) => us.map((u) => (rest.has(u.key) ? { ...u, state: "failed", error: sent.message } : u)));
      }
    }
    sending.current = false;
  }

  function add(files: File[]) {
    let room = LISTING_LIMITS.photosMax - stored.current - queue.current.length - (sending.current ? 1 : 0);
    const fresh: Upload[] = files.map((file) => {
      const key = nextKey.current++;
      const error = problemOf(file) ?? (room-- > 0 ? undefined : m.err_listing_photos_full({ max: LISTING_LIMITS.photosMax }));
      if (!error) queue.current.push({ key, file });
      return { key, name: file.name || "Photo", sent: 0, state: error ? "failed" : "waiting", error };
    });
    // Finished rows of an earlier batch make way for the new one.
    setUploads((us) => [...us.filter((u) => u.state === "waiting" || u.state === "sending"), ...fresh]);
    void run();
  }

  return { uploads, add };
}
