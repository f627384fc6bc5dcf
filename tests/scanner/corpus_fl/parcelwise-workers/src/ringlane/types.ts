export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

export interface AppendResult {
  added: number;
  skipped: number;
  invalid: string[];
}

/** What Ringlane sends back on non-2xx. */
export type RinglaneFailure = {
  error: string;
  details?: { path: string; message: string }[];
};

export class RinglaneHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: RinglaneFailure | undefined,
    readonly method: string,
    readonly path: string,
  ) {
    super(`Ringlane ${method} ${path} -> ${status}: ${body?.error ?? 'no body'}`);
  }
}
