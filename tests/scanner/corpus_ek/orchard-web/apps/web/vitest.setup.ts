import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { server } from "./src/mocks/server";

vi.mock("server-only", () => ({}));

beforeAll(() => server.listen({ onUnhandledRequest: "warn" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
