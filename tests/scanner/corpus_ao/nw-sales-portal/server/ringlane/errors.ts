export class RinglaneError extends Error {
  constructor(message: string, public readonly status: number) {
    super(message);
    this.name = 'RinglaneError';
  }
}

export class ActingUserMissingError extends RinglaneError {}
export class IntegrationDisabledError extends RinglaneError {}
export class RetryableRinglaneError extends RinglaneError {}
