import type { z } from "zod";
import {
  commissionInputSchema,
  dealInputSchema,
  notificationInputSchema,
  referralInputSchema,
  resourceInputSchema,
  trainingInputSchema,
} from "@/lib/validation/partner-data";
import type { Collection } from "./item-fields";

// Each collection's create schema, the API's own: the item form loads these with itself, so
// the pages that list items ship no zod.

export const createSchemas: Record<Collection, z.ZodType> = {
  deals: dealInputSchema,
  commissions: commissionInputSchema,
  referrals: referralInputSchema,
  resources: resourceInputSchema,
  training: trainingInputSchema,
  notifications: notificationInputSchema,
};
