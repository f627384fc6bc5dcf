import { useEffect, useState } from "react";
import { api } from "../../api/http";

interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

export function ContactListsPage() {
  const [lists, setLists] = useState<ContactList[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .get<ContactList[]>("/contact-lists")
      .then((res) => setLists(res.data))
      .catch((err) => {
        if (err.response?.status === 503) {
          setError("Dialer is temporarily unavailable. Try again in a minute.");
        } else {
          setError(err.response?.data?.error ?? "Something went wrong");
        }
      });
  }, []);

  if (error) return <div className="alert alert-warning">{error}</div>;

  return (
    <table className="table">
      <thead>
        <tr><th>Name</th><th>Contacts</th></tr>
      </thead>
      <tbody>
        {lists.map((l) => (
          <tr key={l.id}><td>{l.name}</td><td>{l.contactCount}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
