// Airtable scripting extension: push the "Ready to dial" view into a Callvane contact list.
// Run from the "Call queue" base. Asks for the list id and the key on each run.
const CV_BASE = "https://api.callvane.io/api/public/v1";

const table = base.getTable("Call queue");
const view = table.getView("Ready to dial");
const listId = await input.textAsync("Callvane contact list id (cl_...)");
const apiKey = await input.textAsync("Callvane API key");
const actingEmail = session.currentUser ? session.currentUser.email : "sales-ops@harborpine.com";

const query = await view.selectRecordsAsync({ fields: ["Phone", "First name"] });
const contacts = query.records
  .map(r => ({ phone: r.getCellValueAsString("Phone"), first_name: r.getCellValueAsString("First name") }))
  .filter(c => c.phone);

for (let i = 0; i < contacts.length; i += 100) {
  const chunk = contacts.slice(i, i + 100);
  const resp = await remoteFetchAsync(`${CV_BASE}/contact-lists/${listId}/contacts`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Api-Key": apiKey,
      "X-User-Email": actingEmail,
    },
    body: JSON.stringify({ contacts: chunk }),
  });

  if (!resp.ok) {
    const err = await resp.json();
    if (resp.status === 404 && err.error === "user not found") {
      output.markdown(`**${actingEmail}** has no Callvane seat — ask an admin.`);
    } else {
      output.text(`Chunk ${i / 100} failed (${resp.status}): ${err.error}`);
    }
    break;
  }
  output.text(`Pushed ${i + chunk.length}/${contacts.length}`);
}
