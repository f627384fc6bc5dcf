import { useState } from "react";
import { apiFetch } from "../api/http";

export default function QuoteForm() {
  const [address, setAddress] = useState("");
  const [quote, setQuote] = useState(null);
  const [err, setErr] = useState("");

  async function submit(e) {
    e.preventDefault();
    try {
      setQuote(await apiFetch("/quotes", { method: "POST", body: JSON.stringify({ address }) }));
    } catch (ex) {
      setErr(ex.message === "Request failed (503)" ? "Pricing is warming up, retry shortly" : ex.message);
    }
  }

  return (
    <form onSubmit={submit}>
      <input value={address} onChange={(e) => setAddress(e.target.value)} placeholder="Street address" />
      <button type="submit">Get quote</button>
      {err && <p className="error">{err}</p>}
      {quote && <p>Estimated system: {quote.kw} kW, ${quote.price}</p>}
    </form>
  );
}
