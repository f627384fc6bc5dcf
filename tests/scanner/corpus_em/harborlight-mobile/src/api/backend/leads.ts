import { http } from './http';

export interface Lead {
  id: number;
  first_name: string;
  last_name: string;
  phone_e164: string;
  address: string;
  status: 'new' | 'contacted' | 'appointment' | 'sold' | 'dead';
}

export interface ApiError {
  error: string;
}

export const getLeads = async (page = 1) => (await http.get<Lead[]>('/leads', { params: { page } })).data;
export const getLead = async (id: number) => (await http.get<Lead>(`/leads/${id}`)).data;
export const updateLead = async (id: number, patch: Partial<Lead>) =>
  (await http.patch<Lead>(`/leads/${id}`, patch)).data;

// Our own call-list mirror (GET /api/v1/contact-lists on harborlight-api)
export const getMyCallList = async () => (await http.get('/contact-lists')).data;
export const refreshMyCallList = async (id: number) => http.post(`/contact-lists/${id}/refresh`);
