export interface RingPilotErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

export class RingPilotError extends Error {
  constructor(public status: number, public body: RingPilotErrorBody) {
    super(`${status}: ${body.error}`);
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.body.error === "user not found";
  }

  describeDetails(): string {
    return (this.body.details ?? []).map((d) => `${d.path}: ${d.message}`).join("; ");
  }
}
