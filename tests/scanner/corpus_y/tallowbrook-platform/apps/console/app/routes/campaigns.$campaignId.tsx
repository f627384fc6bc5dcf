import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/utils/session.server";
import { DIALWISE_BASE } from "~/lib/dialwise.server";

type DialwiseList = { id: string; name: string; contactCount: number };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const res = await fetch(`${DIALWISE_BASE}/contact-lists/${params.campaignId}`, {
    headers: {
      "X-Api-Key": process.env.DIALWISE_API_KEY!,
      "X-User-Id": user.oktaSubject,
    },
  });

  if (res.status === 404) {
    const body = (await res.json()) as { error: string };
    if (body.error === "user not found") {
      throw json({ message: "Your Okta account is not linked to Dialwise yet." }, { status: 403 });
    }
    throw json({ message: "Campaign list not found" }, { status: 404 });
  }
  if (res.status === 503) {
    return json({ list: null, dialerDisabled: true });
  }
  if (!res.ok) throw new Response("Dialer unavailable", { status: 502 });

  return json({ list: (await res.json()) as DialwiseList, dialerDisabled: false });
}

export default function CampaignRoute() {
  const { list, dialerDisabled } = useLoaderData<typeof loader>();
  if (dialerDisabled) return <p className="banner">The dialer is switched off by Dialwise right now.</p>;
  return (
    <section>
      <h1>{list?.name}</h1>
      <p>{list?.contactCount} contacts queued</p>
    </section>
  );
}
