export type RinglaneErrorPayload = {
  error?: string;
  details?: { path: string; message: string }[];
};

export class RinglaneApiError extends Error {
  constructor(public status: number, public payload: RinglaneErrorPayload) {
    super(payload.error ?? `Ringlane ${status}`);
  }
}

/** Turn a Ringlane failure into a message for the flash toast. */
export function flashFor(err: RinglaneApiError): string {
  if (err.status === 404 && err.payload.error === "user not found") {
    return "Your login email isn't a Ringlane user yet. Ask an admin to invite you.";
  }
  switch (err.status) {
    case 401:
      return "Ringlane rejected our API key.";
    case 429:
      return "Too many requests to Ringlane, try again in a minute.";
    case 502: // identity provider unreachable
      return "Ringlane couldn't reach its login provider. Try again shortly.";
    case 503: // "API disabled on the server"
      return "The Ringlane API is disabled for Northwind. Contact support.";
    default:
      return err.payload.error ?? "Unexpected Ringlane error";
  }
}
