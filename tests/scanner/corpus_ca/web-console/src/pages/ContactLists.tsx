import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client";

interface ListRow {
  id: string;
  name: string;
  size: number;
}

export function ContactListsPage() {
  const { data, error, isLoading } = useQuery({
    queryKey: ["contact-lists"],
    queryFn: async () => (await api.get<ListRow[]>("/contact-lists")).data,
  });

  if (isLoading) return <p>Loading…</p>;
  if (error) return <p className="error">{String(error)}</p>;
  return (
    <table>
      <thead>
        <tr><th>Name</th><th>Contacts</th></tr>
      </thead>
      <tbody>
        {data?.map((l) => (
          <tr key={l.id}><td>{l.name}</td><td>{l.size}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
