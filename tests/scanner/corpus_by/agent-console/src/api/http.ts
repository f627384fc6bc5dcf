import axios, { AxiosError } from "axios";
import { getSession } from "../session";
import { toast } from "../ui/toast";

// Our own BFF under /api. The BFF trusts X-User-Email only from the SSO proxy,
// but we send it anyway so local dev without the proxy works.
export const http = axios.create({ baseURL: "/api", timeout: 10_000 });

http.interceptors.request.use((config) => {
  const s = getSession();
  if (s) {
    config.headers["X-User-Email"] = s.email;
    config.headers["X-User-Id"] = s.userId;
  }
  return config;
});

http.interceptors.response.use(undefined, (err: AxiosError<{ error?: string }>) => {
  const status = err.response?.status;
  if (status === 502 || status === 503) {
    toast.warn("The console backend is restarting, retrying in a moment…");
  } else if (status === 404) {
    toast.error("Not found");
  } else if (err.response?.data?.error) {
    toast.error(err.response.data.error);
  }
  return Promise.reject(err);
});
