CREATE OR REPLACE FUNCTION revops.sendgrid_lists()
RETURNS TABLE (list_id text, list_name text, contact_count int)
LANGUAGE plpgsql AS $$
DECLARE
    v_resp http_response;
BEGIN
    SELECT * INTO v_resp FROM http((
        'GET', 'https://api.sendgrid.com/v3/marketing/lists?page_size=1000',
        ARRAY[http_header('Authorization', 'Bearer ' || current_setting('revops.sendgrid_key'))],
        NULL, NULL)::http_request);
    IF v_resp.status = 404 THEN
        RETURN;
    ELSIF v_resp.status <> 200 THEN
        RAISE EXCEPTION 'sendgrid % : %', v_resp.status, (v_resp.content::jsonb -> 'errors' -> 0 ->> 'message');
    END IF;
    RETURN QUERY
    SELECT e ->> 'id', e ->> 'name', (e ->> 'contact_count')::int
      FROM jsonb_array_elements(v_resp.content::jsonb -> 'result') AS e;
END;
$$;
