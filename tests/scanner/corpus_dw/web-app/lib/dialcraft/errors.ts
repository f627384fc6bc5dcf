type LegacyErrorPayload = {
  error?: string;
  details?: { path: string; message: string }[];
};

export class DialcraftApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }

  static async from(res: Response): Promise<DialcraftApiError> {
    const payload = (await res.json().catch(() => ({}))) as LegacyErrorPayload;
    const fieldErrors = Object.fromEntries((payload.details ?? []).map((d) => [d.path, d.message]));
    return new DialcraftApiError(res.status, payload.error ?? `HTTP ${res.status}`, fieldErrors);
  }

  get isUserNotFound() {
    return this.status === 404 && this.message === "user not found";
  }

  get isIdentityProviderDown() {
    return this.status === 502;
  }

  get isApiDisabled() {
    return this.status === 503;
  }
}
