import { z } from "zod";
import { idSchema } from "@/lib/projects/schemas";

/** POST /api/partners/preview/ */
export const previewPartnerSchema = z.object({ organisationId: idSchema });
