-- Postgres (reporting replica) variant using the pgsql-http extension.
-- Used by Metabase "Dialwave lists" dashboard.
CREATE EXTENSION IF NOT EXISTS http;

CREATE OR REPLACE FUNCTION revops.dialwave_contact_lists(p_acting_uid text)
RETURNS TABLE (list_id text, list_name text, contact_count int)
LANGUAGE plpgsql AS $$
DECLARE
    v_base text := current_setting('revops.dialwave_base', true);
    v_key  text := current_setting('revops.dialwave_key', true);
    v_resp http_response;
BEGIN
    SELECT * INTO v_resp FROM http((
        'GET',
        coalesce(v_base, 'https://api.dialwave.com/api/public/v1') || '/contact-lists?limit=500',
        ARRAY[
            http_header('x-api-key', v_key),
            http_header('x-user-id', p_acting_uid)
        ],
        NULL, NULL)::http_request);

    IF v_resp.status = 502 THEN
        RAISE EXCEPTION 'dialwave: identity provider unreachable, retry later';
    ELSIF v_resp.status <> 200 THEN
        RAISE EXCEPTION 'dialwave % : %', v_resp.status, (v_resp.content::jsonb ->> 'error');
    END IF;

    RETURN QUERY
    SELECT e ->> 'id', e ->> 'name', (e ->> 'contact_count')::int
      FROM jsonb_array_elements(v_resp.content::jsonb -> 'data') AS e;
END;
$$;
