// Seeds local Postgres with a demo workspace + users. Uses our own API, not Ringwell.
const API = process.env.API_URL ?? "http://localhost:4000";

const users = [
  { id: "u_1", email: "sam@tallyho.dev" },
  { id: "u_2", email: "priya@tallyho.dev" },
];

for (const u of users) {
  const res = await fetch(`${API}/admin/users`, {
    method: "POST",
    headers: {
      "x-api-key": process.env.ADMIN_KEY ?? "dev-admin",
      "X-User-Id": "u_admin",
      "Content-Type": "application/json",
    },
    body: JSON.stringify(u),
  });
  if (res.status === 404) console.error("admin route missing - is the backend running?");
  else console.log(u.email, res.status);
}
