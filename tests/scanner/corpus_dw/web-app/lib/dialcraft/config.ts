export const DIALCRAFT_API_URL = process.env.DIALCRAFT_API_URL ?? "https://api.dialcraft.io/api/public/v1";
export const DIALCRAFT_API_KEY = process.env.DIALCRAFT_API_KEY ?? "";

/** Header Dialcraft v1 uses to know which dispatcher is acting. */
export const DIALCRAFT_USER_HEADER = "X-User-Email";
