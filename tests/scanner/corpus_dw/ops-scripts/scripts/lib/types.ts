export type V1Error = { error: string; details?: Array<{ path: string; message: string }> };

export interface DialcraftList {
  id: string;
  name: string;
  contactCount: number;
  updatedAt: string;
}

export interface Page<T> {
  data: T[];
  nextPage: number | null;
}

export interface CrmCustomer {
  id: string;
  phone: string;
  region: "north" | "south" | "london";
  lastJobAt: string | null;
}
