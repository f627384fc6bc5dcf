import { useState } from "react";
import { deleteContactList, listContactLists } from "../api/ringlarkAdmin";
import { useSession } from "../auth/useSession";

export default function DialerAdmin() {
  const { email } = useSession();
  const [lists, setLists] = useState([]);
  const [msg, setMsg] = useState("");

  async function refresh() {
    try {
      setLists(await listContactLists(email));
    } catch (e) {
      setMsg(e.message);
    }
  }

  async function remove(id) {
    if (!window.confirm("Delete this list in RingLark?")) return;
    await deleteContactList(email, id);
    refresh();
  }

  return (
    <section>
      <h2>Dialer admin</h2>
      <button onClick={refresh}>Load RingLark lists</button>
      {msg && <div className="alert">{msg}</div>}
      <ul>
        {lists.map((l) => (
          <li key={l.id}>
            {l.name} <button onClick={() => remove(l.id)}>Delete</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
