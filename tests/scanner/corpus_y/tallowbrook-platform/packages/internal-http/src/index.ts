import axios, { AxiosError, AxiosInstance } from "axios";

/**
 * Browser/server client for our OWN backend (/api on the console host).
 * The gateway trusts X-User-Email / X-User-Id set by the auth proxy.
 */
export function createInternalClient(getSession: () => { email: string; sub: string } | null): AxiosInstance {
  const client = axios.create({ baseURL: "/api", timeout: 8000 });

  client.interceptors.request.use((config) => {
    const session = getSession();
    if (session) {
      config.headers.set("X-User-Email", session.email);
      config.headers.set("X-User-Id", session.sub);
    }
    return config;
  });

  client.interceptors.response.use(undefined, (error: AxiosError<{ error?: string }>) => {
    if (error.response?.status === 503) {
      // our own maintenance mode page
      window.location.assign("/maintenance");
    }
    const msg = error.response?.data?.error ?? error.message;
    return Promise.reject(new Error(msg));
  });

  return client;
}
