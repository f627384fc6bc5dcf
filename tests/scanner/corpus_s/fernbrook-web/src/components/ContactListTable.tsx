import { useEffect, useState } from "react";
import { api } from "@/lib/api";

type ContactList = { id: string; name: string; size: number };

export function ContactListTable() {
  const [lists, setLists] = useState<ContactList[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .get<{ items: ContactList[] }>("/contact-lists")
      .then((r) => setLists(r.data.items))
      .catch((e: Error) => setError(e.message));
  }, []);

  async function removePhone(listId: string, phone: string) {
    await api.delete(`/contact-lists/${listId}/contacts`, { params: { phone } });
  }

  if (error) return <p className="text-red-600">{error}</p>;
  return (
    <table>
      <tbody>
        {lists.map((l) => (
          <tr key={l.id}>
            <td>{l.name}</td>
            <td>{l.size}</td>
            <td><button onClick={() => removePhone(l.id, "")}>Clear</button></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
