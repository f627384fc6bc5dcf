// Shapes of Dialwell API payloads we care about.

export interface DialwellCallEvent {
  type: "call.completed" | "call.missed" | "voicemail.left";
  call_id: string;
  agent_email: string;
  to: string;
  duration_s: number;
  disposition?: string;
}

/** Error body returned by the Dialwell API on non-2xx. */
export interface DialwellApiError {
  error: string;
  details?: { path: string; message: string }[];
}
