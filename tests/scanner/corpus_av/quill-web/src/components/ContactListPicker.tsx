import useSWR from "swr";
import { api } from "@/lib/api";

type ContactList = { id: string; name: string; contactCount: number };

const fetcher = (url: string) => api.get(url).then((r) => r.data);

export function ContactListPicker({ onPick }: { onPick: (id: string) => void }) {
  const { data, error, isLoading } = useSWR<ContactList[]>("/contact-lists", fetcher);
  if (isLoading) return <p>Loading lists…</p>;
  if (error?.response?.status === 504) return <p>Request timed out, try again.</p>;
  if (error) return <p role="alert">{error.response?.data?.error ?? "Could not load lists"}</p>;
  return (
    <select onChange={(e) => onPick(e.target.value)} defaultValue="">
      <option value="" disabled>Choose a call list</option>
      {data!.map((l) => (
        <option key={l.id} value={l.id}>{l.name} ({l.contactCount})</option>
      ))}
    </select>
  );
}
