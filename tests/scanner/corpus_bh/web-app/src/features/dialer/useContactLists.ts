import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../api/http";

export interface DialerList {
  id: string;
  name: string;
  contactCount: number;
}

// Proxied by core: GET /api/dialer/contact-lists
export function useContactLists() {
  return useQuery({
    queryKey: ["dialer", "contact-lists"],
    queryFn: async () => (await http.get<DialerList[]>("/dialer/contact-lists")).data,
  });
}

export function useAddToList(listId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phones: string[]) => http.post(`/dialer/contact-lists/${listId}/contacts`, { phones }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["dialer", "contact-lists"] }),
  });
}
