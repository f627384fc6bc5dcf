export interface RingboltErrorBody {
  error: string
  details?: Array<{ path: string; message: string }>
}

export class RingboltApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: RingboltErrorBody,
  ) {
    super(body.error)
  }

  get isUserMissing(): boolean {
    return this.status === 404 && /user not found/i.test(this.body.error)
  }

  get isTransient(): boolean {
    return [429, 502].includes(this.status)
  }

  get isDisabled(): boolean {
    return this.status === 503
  }

  fieldMessages(): Record<string, string> {
    return Object.fromEntries((this.body.details ?? []).map((d) => [d.path, d.message]))
  }
}
