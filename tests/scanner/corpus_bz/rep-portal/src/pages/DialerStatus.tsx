import { useEffect, useState } from "react";
import { http } from "../api/http";

export function DialerStatus() {
  const [state, setState] = useState<"ok" | "down" | "loading">("loading");

  useEffect(() => {
    http
      .get("/integrations/dialwell/status")
      .then(() => setState("ok"))
      .catch((e) => setState(e.response?.status === 502 ? "down" : "ok"));
  }, []);

  if (state === "loading") return null;
  return state === "down" ? (
    <div className="banner banner--warn">The dialer is having trouble. Calls may not sync.</div>
  ) : null;
}
