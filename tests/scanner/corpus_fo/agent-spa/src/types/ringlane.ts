export interface RinglaneErrorDetail {
  path: string
  message: string
}

export interface RinglaneErrorBody {
  error: string
  details?: RinglaneErrorDetail[]
}

export interface CallList {
  id: string
  name: string
  size: number
  createdAt: string
}
