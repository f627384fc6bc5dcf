export class RingsteadError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'RingsteadError';
  }

  /** Message safe to show a dispatcher. */
  get userMessage(): string {
    switch (this.status) {
      case 401:
        return 'Ringstead rejected our credentials. Ping #dispatch-tools.';
      case 404:
        if (this.message === 'user not found') {
          return 'You do not have a Ringstead seat yet.';
        }
        return 'That list no longer exists.';
      case 429:
        return 'Too many requests, try again in a minute.';
      case 502:
        return 'Ringstead login service is having trouble, please retry.';
      case 503:
        return 'Ringstead has paused API access. Lists are read-only for now.';
      default:
        return 'Something went wrong talking to Ringstead.';
    }
  }
}
