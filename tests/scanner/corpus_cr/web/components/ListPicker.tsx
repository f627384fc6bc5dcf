"use client";
import useSWR from "swr";
import { api } from "@/lib/api";

type List = { id: string; name: string; size: number };

export function ListPicker({ onPick }: { onPick: (id: string) => void }) {
  const { data, error, isLoading } = useSWR<List[]>("/dialer/lists", (u: string) => api.get(u).then((r) => r.data));
  if (isLoading) return <p className="text-sm text-zinc-500">Loading lists...</p>;
  if (error) return <p className="text-sm text-red-600">{error.response?.data?.error ?? "Could not load lists"}</p>;
  return (
    <select className="rounded border px-2 py-1" onChange={(e) => onPick(e.target.value)}>
      {data!.map((l) => (
        <option key={l.id} value={l.id}>
          {l.name} ({l.size})
        </option>
      ))}
    </select>
  );
}
