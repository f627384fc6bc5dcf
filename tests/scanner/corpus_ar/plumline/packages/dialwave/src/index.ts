export { createDialwaveClient, type DialwaveClient, type DialwaveClientOptions } from "./client";
export { DialwaveError, formatDetails, type DialwaveErrorKind } from "./errors";
export type { ContactList } from "./schemas";
