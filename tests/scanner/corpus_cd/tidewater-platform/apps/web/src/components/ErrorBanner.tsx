import { useEffect, useState } from "react";
import type { ApiError } from "@tidewater/schemas";

export function ErrorBanner({ error }: { error?: ApiError }) {
  const [visible, setVisible] = useState(Boolean(error));
  useEffect(() => setVisible(Boolean(error)), [error]);
  if (!visible || !error) return null;
  return (
    <div role="alert" className="banner banner--error">
      <span>{error.error}</span>
      {error.requestId && <code>{error.requestId}</code>}
      <button onClick={() => setVisible(false)}>Dismiss</button>
    </div>
  );
}
