import { z } from "zod";
import { idSchema } from "@/lib/validation/common-fields";

// Payloads and answers of the data-export calls (docs/product.md#download-my-data).

/** What the asker sees of one export; `downloadPath` only while it can be downloaded. */
const dataExportSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(["preparing", "ready", "downloaded", "expired", "failed"]),
  requestedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  size: z.number().int().nullable(),
  downloadPath: z.string().nullable(),
});
export type DataExportView = z.infer<typeof dataExportSchema>;

/** GET /api/data_export/: the account's latest export of its own data, if any. */
export const dataExportStatusAnswerSchema = z.strictObject({ dataExport: dataExportSchema.nullable() });

/** POST /api/data_export/ and /api/admin/data_export/: the export asked for (a pending one if there was one). */
export const dataExportAnswerSchema = z.strictObject({ dataExport: dataExportSchema });

/** POST /api/data_export/: nothing to choose. */
export const requestDataExportSchema = z.object({});

/** POST /api/admin/data_export/: the person whose data an administrator exports. */
export const adminDataExportSchema = z.object({ personId: idSchema });

/** POST /api/data_export/download/: the token from the link. Answers the ZIP itself. */
export const downloadDataExportSchema = z.object({ token: z.string().max(200) });
