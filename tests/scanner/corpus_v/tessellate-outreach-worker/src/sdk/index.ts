export { DialforgeClient } from "./client";
export * from "./errors";
export type { Contact, ContactList, DialforgeClientOptions } from "./types";
