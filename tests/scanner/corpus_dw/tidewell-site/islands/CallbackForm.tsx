import { useSignal } from "@preact/signals";

export default function CallbackForm(props: { userId?: string }) {
  const phone = useSignal("");
  const status = useSignal<"idle" | "sending" | "done" | "error">("idle");

  async function submit(e: Event) {
    e.preventDefault();
    status.value = "sending";
    const res = await fetch("/api/callback-request", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(props.userId ? { "X-User-Id": props.userId } : {}),
      },
      body: JSON.stringify({ phone: phone.value }),
    });
    status.value = res.ok ? "done" : "error";
  }

  return (
    <form onSubmit={submit} class="mt-6 flex gap-2">
      <input
        type="tel"
        value={phone.value}
        onInput={(e) => (phone.value = (e.target as HTMLInputElement).value)}
        class="border rounded px-3 py-2 flex-1"
        placeholder="07700 900123"
      />
      <button class="bg-teal-600 text-white rounded px-4" disabled={status.value === "sending"}>
        Call me back
      </button>
      {status.value === "error" && <p class="text-red-600">Something went wrong, please call us.</p>}
    </form>
  );
}
