-- name: ListCallLists :many
SELECT * FROM call_lists
WHERE owner_email = $1 AND archived_at IS NULL
ORDER BY created_at DESC;

-- name: InsertCallList :one
INSERT INTO call_lists (name, region, ringlane_list_id, owner_email)
VALUES ($1, $2, $3, $4)
RETURNING *;

-- name: GetCallListByPublicID :one
SELECT * FROM call_lists WHERE public_id = $1 AND archived_at IS NULL;

-- name: ArchiveCallList :exec
UPDATE call_lists SET archived_at = now() WHERE id = $1;

-- name: StaleCallLists :many
SELECT cl.* FROM call_lists cl
JOIN campaigns c ON c.region = cl.region
WHERE c.closed_at < $1 AND cl.archived_at IS NULL;

-- name: UnlinkRinglaneList :exec
UPDATE call_lists SET archived_at = now() WHERE ringlane_list_id = $1;

-- name: PendingLeadsByList :many
SELECT l.id AS lead_id, l.phone, l.first_name, l.zip, cl.ringlane_list_id
FROM leads l
JOIN call_lists cl ON cl.id = l.call_list_id
WHERE l.synced_at IS NULL AND l.do_not_call = false
LIMIT 5000;

-- name: MarkLeadsSynced :exec
UPDATE leads SET synced_at = now() WHERE id = ANY(@ids::bigint[]);
