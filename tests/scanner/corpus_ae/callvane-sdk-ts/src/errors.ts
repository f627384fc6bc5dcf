export class CallvaneError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'CallvaneError';
  }
}

export class UserNotFoundError extends CallvaneError {}
export class ApiDisabledError extends CallvaneError {}
