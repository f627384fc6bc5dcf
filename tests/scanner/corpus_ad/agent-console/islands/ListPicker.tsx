import { useEffect } from "preact/hooks";
import { useSignal } from "@preact/signals";

interface Props {
  email: string;
}

export default function ListPicker({ email }: Props) {
  const lists = useSignal<{ id: string; name: string }[]>([]);
  const error = useSignal<string | null>(null);

  useEffect(() => {
    fetch("/api/lists", { headers: { "X-User-Email": email } })
      .then(async (r) => {
        const body = await r.json();
        if (!r.ok) {
          error.value = body.message ?? body.error;
          return;
        }
        lists.value = body;
      })
      .catch(() => (error.value = "network error"));
  }, [email]);

  if (error.value) return <p class="text-red-600">{error.value}</p>;
  return (
    <select class="border rounded px-2">
      {lists.value.map((l) => <option value={l.id}>{l.name}</option>)}
    </select>
  );
}
