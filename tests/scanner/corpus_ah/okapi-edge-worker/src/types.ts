export interface Env {
  VOXHAUL_API_BASE: string;
  VOXHAUL_API_KEY: string;
  VOXHAUL_ACTING_EMAIL: string;
  VOXHAUL_SIGNING_SECRET: string;
  STRIPE_WEBHOOK_SECRET: string;
  INTERNAL_API_BASE: string;
  LIST_CACHE: KVNamespace;
}

export interface VoxhaulContactList {
  id: string;
  name: string;
  contact_count: number;
}

/** Failure body returned by Voxhaul. */
export interface VoxhaulErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

/** Error body of our own app API (app.okapi-analytics.com). */
export interface AppErrorBody {
  error: string; // plain message from the app API
  requestId: string;
}
