export interface DialwaveErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class DialwaveError extends Error {
  constructor(public readonly status: number, public readonly body: DialwaveErrorBody) {
    super(body.error);
    this.name = 'DialwaveError';
  }

  get fieldErrors(): string[] {
    return (this.body.details ?? []).map((d) => `${d.path}: ${d.message}`);
  }
}

export class DialwaveUserNotFound extends DialwaveError {}
export class DialwaveApiDisabled extends DialwaveError {}
