-- name: InsertCallOutcome :exec
INSERT INTO call_outcomes (ringlane_call_id, phone, disposition, duration_s, agent_email, occurred_at)
VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (ringlane_call_id) DO NOTHING;

-- name: OutcomeStatsByRegion :many
SELECT cl.region,
       count(*)::int AS dials,
       count(*) FILTER (WHERE o.disposition = 'appointment_set')::int AS appointments
FROM call_outcomes o
JOIN leads l ON l.phone = o.phone
JOIN call_lists cl ON cl.id = l.call_list_id
WHERE o.occurred_at >= $1
GROUP BY cl.region;

-- name: MarkDepositPaid :exec
UPDATE deposits SET paid_at = now() WHERE stripe_payment_intent = $1;
