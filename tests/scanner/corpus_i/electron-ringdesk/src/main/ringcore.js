// Electron main process: talks to RingCore (the calling platform) on behalf of the renderer.
const { ipcMain, safeStorage } = require("electron");
const crypto = require("crypto");
const http = require("http");
const Store = require("electron-store");

const settings = new Store({
  defaults: {
    "ringcore.endpoint": "https://app.ringcore.io/api/public/v1",
    "ringcore.userId": "",
    "ringcore.key": null,
    "telemetry.url": "https://telemetry.ringdesk.io/v1/events",
  },
});

const RINGCORE = settings.get("ringcore.endpoint");

function headers() {
  return {
    "X-Api-Key": safeStorage.decryptString(settings.get("ringcore.key")),
    "X-User-Id": settings.get("ringcore.userId"),
    "Content-Type": "application/json",
  };
}

ipcMain.handle("ringcore:lists", async () => {
  const r = await fetch(`${RINGCORE}/contact-lists`, { headers: headers() });
  if (r.status === 502) return { retry: true };
  const json = await r.json();
  if (!r.ok) return { message: json.error };
  return { lists: json };
});

// Update feed from the desktop auto-updater server (not RingCore).
ipcMain.handle("updates:check", async () => {
  const r = await fetch("https://updates.ringdesk.io/v1/latest.json");
  if (r.status === 503) return null;
  return r.json();
});

// Local webhook receiver started by the desktop app (tunnel via ngrok in dev).

const SECRET = process.env.RINGCORE_HOOK_SECRET || "";

function verifyLegacy(req, raw) {
  const sig = req.headers["x-ringcore-signature"];
  if (!sig) return false;
  const mac = crypto.createHmac("sha256", SECRET).update(raw).digest("hex");
  return crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(mac));
}

function verifyStripe(req, raw, stripe) {
  return stripe.webhooks.constructEvent(raw, req.headers["stripe-signature"], process.env.STRIPE_WHSEC);
}

http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const raw = Buffer.concat(chunks);
    if (!verifyLegacy(req, raw)) { res.writeHead(401); return res.end(); }
    res.writeHead(204); res.end();
  });
}).listen(4545);
