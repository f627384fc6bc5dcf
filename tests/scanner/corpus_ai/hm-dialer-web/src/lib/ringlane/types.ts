export interface RinglaneErrorBody {
  error: string
  details?: Array<{ path: string; message: string }>
}

export interface StartCallResponse {
  callId: string
  status: 'queued' | 'ringing'
}
