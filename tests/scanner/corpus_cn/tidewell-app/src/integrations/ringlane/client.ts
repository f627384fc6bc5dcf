import ky, { HTTPError, type KyInstance } from "ky";
import {
  HEADER_ACTING_USER,
  HEADER_API_KEY,
  REQUEST_TIMEOUT_MS,
  RINGLANE_BASE,
} from "./constants.js";
import { RinglaneError, type RinglaneErrorBody } from "./errors.js";

export function ringlaneClient(actingUserId: string, apiKey = process.env.RINGLANE_API_KEY!): KyInstance {
  return ky.create({
    prefixUrl: process.env.RINGLANE_API_URL ?? RINGLANE_BASE,
    timeout: REQUEST_TIMEOUT_MS,
    headers: {
      [HEADER_API_KEY]: apiKey,
      [HEADER_ACTING_USER]: actingUserId,
    },
    retry: { limit: 2, statusCodes: [429, 502] },
    hooks: {
      beforeError: [
        async (error: HTTPError) => {
          const body = (await error.response.json().catch(() => undefined)) as RinglaneErrorBody | undefined;
          throw new RinglaneError(error.response.status, body);
        },
      ],
    },
  });
}
