import { AxiosError } from "axios";
import { z } from "zod";

export const RinglaneErrorBody = z.object({
  error: z.string(),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type RinglaneErrorBody = z.infer<typeof RinglaneErrorBody>;

export class RinglaneApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public details: { path: string; message: string }[],
  ) {
    super(message);
  }

  get isUserNotFound() {
    return this.status === 404 && this.message === "user not found";
  }
}

export function parseRinglaneError(err: AxiosError): RinglaneApiError {
  const parsed = RinglaneErrorBody.safeParse(err.response?.data);
  const status = err.response?.status ?? 0;
  if (!parsed.success) return new RinglaneApiError(status, err.message, []);
  return new RinglaneApiError(status, parsed.data.error, parsed.data.details ?? []);
}
