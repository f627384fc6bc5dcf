export interface RinglaneContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface RinglaneErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}
