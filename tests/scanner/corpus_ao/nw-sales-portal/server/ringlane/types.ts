export interface ContactList {
  id: string;
  name: string;
  owner: string;
  contactCount: number;
  createdAt: string;
}

export interface RinglaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export interface RecordingV2 {
  id: string;
  callId: string;
  url: string;
  durationSec: number;
}
