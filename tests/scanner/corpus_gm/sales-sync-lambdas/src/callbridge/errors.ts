export interface CallbridgeErrorDetail {
  path: string;
  message: string;
}

/** Shape of every non-2xx body the dialer API returns. */
export interface CallbridgeErrorBody {
  error: string;
  details?: CallbridgeErrorDetail[];
}

export class CallbridgeError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: CallbridgeErrorDetail[] = [],
  ) {
    super(message);
    this.name = "CallbridgeError";
  }

  static async fromResponse(res: Response): Promise<CallbridgeError> {
    let body: Partial<CallbridgeErrorBody> = {};
    try {
      body = (await res.json()) as Partial<CallbridgeErrorBody>;
    } catch {
      // ALB sometimes answers with an HTML page; keep the status only
    }
    const message = typeof body.error === "string" ? body.error : `Callbridge HTTP ${res.status}`;
    return new CallbridgeError(res.status, message, body.details ?? []);
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.message === "user not found";
  }

  get isListNotFound(): boolean {
    return this.status === 404 && this.message === "contact list not found";
  }

  get isIdentityProviderDown(): boolean {
    return this.status === 502;
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  describe(): string {
    const fields = this.details.map((d) => `${d.path}: ${d.message}`).join("; ");
    return fields ? `${this.message} (${fields})` : this.message;
  }
}
