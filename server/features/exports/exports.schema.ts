// Shapes of a person's data exports that go out (GET/POST /api/v1/me/export; /account reads the same) and the id that
// comes in with a download.
import { z } from "zod";

export const dataExportSchema = z
  .object({
    id: z.number().int(),
    status: z
      .enum(["pending", "ready", "expired"])
      .describe("pending: being made (an email says when it is ready); ready: `url` downloads it until `expiresAt`; expired: its 24 hours have passed (or making it failed), ask again"),
    url: z.string().nullable().describe("Where the ZIP downloads, with this person's session only; null unless ready"),
    createdAt: z.iso.datetime().describe("When it was asked for"),
    expiresAt: z.iso.datetime().nullable().describe("When the download ends and the file is deleted (24 hours after it was made); null unless ready"),
    sizeBytes: z.number().int().nullable().describe("The ZIP's size; null unless ready"),
  })
  .meta({ id: "DataExport" });
export type DataExport = z.infer<typeof dataExportSchema>;

