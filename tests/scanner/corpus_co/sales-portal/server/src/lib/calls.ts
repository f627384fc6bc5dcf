export interface CallOutcome {
  call_id: string;
  disposition: string;
  duration: number;
  user_email: string;
  to: string;
}

const outcomes: CallOutcome[] = [];

export function recordCallOutcome(evt: CallOutcome) {
  outcomes.push(evt);
}

export function recentOutcomes(limit = 50) {
  return outcomes.slice(-limit);
}
