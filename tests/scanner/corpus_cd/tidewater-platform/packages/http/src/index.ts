import axios from "axios";

// axios instance for the Tidewater backend (our own /api). The backend reads
// X-User-Id / X-User-Email set by the gateway; in dev we set them here.
export const api = axios.create({ baseURL: "/api/v1", timeout: 8000 });

api.interceptors.request.use((config) => {
  const session = typeof window !== "undefined" ? window.__TW_SESSION__ : undefined;
  if (session) {
    config.headers["X-User-Id"] = session.userId;
    config.headers["X-User-Email"] = session.email;
  }
  return config;
});

api.interceptors.response.use(undefined, (error) => {
  const status = error.response?.status;
  if (status === 503) {
    // our backend is in maintenance mode
    window.dispatchEvent(new CustomEvent("tw:maintenance"));
  }
  if (status === 401) {
    window.location.assign("/login");
  }
  return Promise.reject(error);
});

declare global {
  interface Window {
    __TW_SESSION__?: { userId: string; email: string };
  }
}
