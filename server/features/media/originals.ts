// Where photo originals live (the only copy of an upload): the S3 bucket when one is set, else DATA_DIR/media.
import path from "node:path";
import { s3Storage, type S3Options } from "./s3-storage";
import { localStorage, type MediaStorage } from "./storage";

export interface OriginalsSettings {
  dataDir: string;
  s3: S3Options | undefined;
}

export function originalsStorage(c: OriginalsSettings): MediaStorage {
  return c.s3 ? s3Storage(c.s3) : localStorage(path.join(c.dataDir, "media"));
}

/** For logs and messages: which bucket or folder (never a key). */
export function describeOriginals(c: OriginalsSettings): Record<string, string> {
  return c.s3
    ? { storage: "s3", endpoint: new URL(c.s3.endpoint).origin, bucket: c.s3.bucket, prefix: c.s3.prefix ?? "" }
    : { storage: "local", dir: path.join(c.dataDir, "media") };
}
