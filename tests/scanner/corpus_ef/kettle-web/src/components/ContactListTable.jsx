import { useContactLists } from "../hooks/useContactLists";

export default function ContactListTable() {
  const { lists, error, loading } = useContactLists();

  if (loading) return <p>Loading lists…</p>;
  if (error) return <p className="error">{error}</p>;

  return (
    <table className="table" data-cy="contact-lists">
      <thead>
        <tr><th>Name</th><th>Contacts</th><th>Owner</th></tr>
      </thead>
      <tbody>
        {lists.map((l) => (
          <tr key={l.id}>
            <td>{l.name}</td>
            <td>{l.contactCount}</td>
            <td>{l.owner ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
