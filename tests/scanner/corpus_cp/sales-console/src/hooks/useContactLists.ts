import { useQuery } from "@tanstack/react-query";
import { useDialwiseClient } from "./useDialwiseClient";
import { fetchContactLists } from "../api/dialwise/contactLists";
import { DialwiseApiError } from "../api/dialwise/client";

export function useContactLists() {
  const client = useDialwiseClient();
  return useQuery({
    queryKey: ["dialwise", "contact-lists"],
    queryFn: () => fetchContactLists(client),
    retry: (count, err) => {
      if (err instanceof DialwiseApiError && err.status === 503) return false; // API disabled by admin
      if (err instanceof DialwiseApiError && err.status === 404) return false; // rep has no Dialwise seat
      return count < 2;
    },
  });
}
