// Airtable scripting extension: merge duplicate leads by normalized phone.
const table = base.getTable("Leads");
const query = await table.selectRecordsAsync({ fields: ["Phone", "Email", "Created"] });

const norm = p => (p || "").replace(/[^\d+]/g, "");
const seen = new Map();
const dupes = [];

for (const rec of query.records) {
  const key = norm(rec.getCellValueAsString("Phone"));
  if (!key) continue;
  if (seen.has(key)) dupes.push(rec.id);
  else seen.set(key, rec.id);
}

// Enrich with our own lookup service (AWS API Gateway in front of a Lambda)
const resp = await remoteFetchAsync("https://lookup.harborpine.com/v1/phones", {
  method: "POST",
  headers: { "x-api-key": input.config().lookupKey, "Content-Type": "application/json" },
  body: JSON.stringify({ phones: [...seen.keys()] }),
});
if (resp.status === 502 || resp.status === 503) {
  output.text("Lookup Lambda is cold/unavailable; skipping enrichment.");
} else if (!resp.ok) {
  const body = await resp.json();
  output.text(`Lookup failed: ${body.error}`);
}

output.text(`Found ${dupes.length} duplicates`);
while (dupes.length) await table.deleteRecordsAsync(dupes.splice(0, 50));
