import express from 'express';

const router = express.Router();
const base = process.env.DIALFORGE_BASE_URL!;

type HasuraActionBody = {
  input: { listId: string; phones: string[] };
  session_variables: Record<string, string>;
};

router.post('/add-phones', async (req, res) => {
  const { input, session_variables } = req.body as HasuraActionBody;
  const r = await fetch(`${base}/contact-lists/${input.listId}/contacts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': process.env.DIALFORGE_API_KEY!,
      'x-user-email': session_variables['x-hasura-user-email'],
    },
    body: JSON.stringify({ contacts: input.phones.map((phone) => ({ phone })) }),
  });
  if (r.ok) return res.json(true);

  const upstream = (await r.json().catch(() => ({}))) as { error?: string };
  // Hasura expects { message, extensions } for action errors
  return res.status(400).json({
    message: upstream.error ?? 'Dialforge rejected the request',
    extensions: { code: r.status === 404 ? 'not-found' : 'upstream' },
  });
});

export default router;
