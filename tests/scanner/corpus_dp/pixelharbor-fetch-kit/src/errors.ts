export class HttpError extends Error {
  constructor(
    public status: number,
    public body: unknown,
  ) {
    super(`HTTP ${status}`)
  }

  static async from(res: Response) {
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      /* not json */
    }
    return new HttpError(res.status, body)
  }

  get isServerError() {
    return this.status >= 500
  }
}
