import { useEffect, useState } from "react";
import { apiFetch } from "../api/http";

// goes through kettle-api -> /api/campaigns/lists, not to RingLark directly
export function useContactLists() {
  const [lists, setLists] = useState([]);
  const [error, setError] = useState(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    apiFetch("/campaigns/lists")
      .then((data) => !cancelled && setLists(data ?? []))
      .catch((e) => !cancelled && setError(e.message))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, []);

  return { lists, error, loading };
}
