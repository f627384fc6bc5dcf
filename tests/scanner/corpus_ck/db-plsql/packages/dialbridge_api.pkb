CREATE OR REPLACE PACKAGE BODY fms_owner.dialbridge_api AS

  FUNCTION get_key RETURN VARCHAR2 IS
    l_key app_config.cfg_value%TYPE;
  BEGIN
    SELECT cfg_value INTO l_key FROM app_config WHERE cfg_name = 'DIALBRIDGE_API_KEY';
    RETURN l_key;
  END get_key;

  FUNCTION call_api(p_method    IN VARCHAR2,
                    p_path      IN VARCHAR2,
                    p_rep_email IN VARCHAR2,
                    p_body      IN CLOB DEFAULT NULL) RETURN CLOB IS
    l_req    UTL_HTTP.req;
    l_resp   UTL_HTTP.resp;
    l_buf    VARCHAR2(32767);
    l_out    CLOB;
    l_msg    VARCHAR2(4000);
  BEGIN
    UTL_HTTP.set_wallet(c_wallet_path, NULL);
    l_req := UTL_HTTP.begin_request(c_base_url || p_path, p_method, 'HTTP/1.1');
    UTL_HTTP.set_header(l_req, c_hdr_key, get_key);
    UTL_HTTP.set_header(l_req, c_hdr_user, p_rep_email);
    UTL_HTTP.set_header(l_req, 'Content-Type', 'application/json');
    IF p_body IS NOT NULL THEN
      UTL_HTTP.set_header(l_req, 'Content-Length', DBMS_LOB.getlength(p_body));
      UTL_HTTP.write_text(l_req, p_body);
    END IF;

    l_resp := UTL_HTTP.get_response(l_req);
    DBMS_LOB.createtemporary(l_out, TRUE);
    BEGIN
      LOOP
        UTL_HTTP.read_text(l_resp, l_buf, 32767);
        DBMS_LOB.writeappend(l_out, LENGTH(l_buf), l_buf);
      END LOOP;
    EXCEPTION
      WHEN UTL_HTTP.end_of_body THEN
        UTL_HTTP.end_response(l_resp);
    END;

    IF l_resp.status_code BETWEEN 200 AND 299 THEN
      RETURN l_out;
    END IF;

    l_msg := JSON_VALUE(l_out, '$.error');
    log_pkg.warn('DIALBRIDGE', p_method || ' ' || p_path || ' -> ' || l_resp.status_code || ' ' || l_msg);

    IF l_resp.status_code = 404 AND l_msg = 'user not found' THEN
      RAISE_APPLICATION_ERROR(-20404, 'Rep ' || p_rep_email || ' unknown in DialBridge');
    ELSIF l_resp.status_code = 503 THEN
      RAISE_APPLICATION_ERROR(-20503, 'DialBridge API disabled: ' || l_msg);
    ELSIF l_resp.status_code = 502 THEN
      -- their SSO lookup timed out; the scheduler job re-runs in 15 minutes
      RAISE_APPLICATION_ERROR(-20502, 'DialBridge identity provider unreachable');
    END IF;
    RAISE_APPLICATION_ERROR(-20500, 'DialBridge HTTP ' || l_resp.status_code || ': ' || l_msg);
  END call_api;

  FUNCTION create_list(p_rep_email IN VARCHAR2, p_name IN VARCHAR2) RETURN VARCHAR2 IS
    l_out CLOB;
  BEGIN
    l_out := call_api('POST', '/contact-lists', p_rep_email,
                      '{"name":"' || REPLACE(p_name, '"', '\"') || '"}');
    RETURN JSON_VALUE(l_out, '$.id');
  END create_list;

  PROCEDURE add_contact(p_rep_email IN VARCHAR2, p_list_id IN VARCHAR2, p_phone IN VARCHAR2, p_name IN VARCHAR2) IS
    l_out CLOB;
  BEGIN
    l_out := call_api('POST', '/contact-lists/' || p_list_id || '/contacts', p_rep_email,
                      '{"contacts":[{"phone":"' || p_phone || '","name":"' || p_name || '"}]}');
  END add_contact;

  PROCEDURE remove_contact(p_rep_email IN VARCHAR2, p_list_id IN VARCHAR2, p_phone IN VARCHAR2) IS
    l_out CLOB;
  BEGIN
    l_out := call_api('DELETE', '/contact-lists/' || p_list_id || '/contacts/'
                      || UTL_URL.escape(p_phone, TRUE), p_rep_email);
  END remove_contact;

END dialbridge_api;
/
