export interface RinglaneErrorBody {
  error: string
  details?: Array<{ path: string; message: string }>
}

export class RinglaneError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: RinglaneErrorBody,
  ) {
    super(body.error)
    this.name = 'RinglaneError'
  }

  get isUserNotFound() {
    return this.status === 404 && this.body.error === 'user not found'
  }

  get isApiDisabled() {
    return this.status === 503
  }

  fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.body.details ?? []).map((d) => [d.path, d.message]))
  }
}

export class RinglaneUnavailableError extends RinglaneError {}
