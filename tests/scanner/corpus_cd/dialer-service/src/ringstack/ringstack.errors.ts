// Shape of Ringstack error responses.
export type RingstackV1Error = {
  error: string;
  details?: { path: string; message: string }[];
};

export const formatDetails = (e: RingstackV1Error): string =>
  (e.details ?? []).map((d) => `${d.path}: ${d.message}`).join("; ");
