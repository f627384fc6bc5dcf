CREATE OR REPLACE PACKAGE BODY km_ret.pkg_dialwell_api AS

  FUNCTION setting(p_key IN VARCHAR2) RETURN VARCHAR2 IS
    l_val km_ret.app_settings.setting_value%TYPE;
  BEGIN
    SELECT setting_value INTO l_val FROM km_ret.app_settings WHERE setting_key = p_key;
    RETURN l_val;
  END setting;

  PROCEDURE raise_for_status(p_status IN PLS_INTEGER, p_body IN CLOB) IS
    l_msg VARCHAR2(4000);
  BEGIN
    IF p_status BETWEEN 200 AND 299 THEN
      RETURN;
    END IF;
    l_msg := JSON_VALUE(p_body, '$.error' NULL ON ERROR);
    CASE
      WHEN p_status = 502 THEN
        RAISE_APPLICATION_ERROR(-20502, 'Dialwell identity provider unreachable: ' || l_msg);
      WHEN p_status = 503 THEN
        RAISE_APPLICATION_ERROR(-20503, 'Dialwell API disabled: ' || l_msg);
      WHEN p_status = 404 AND LOWER(l_msg) = 'user not found' THEN
        RAISE_APPLICATION_ERROR(-20404, 'Acting user unknown to Dialwell');
      WHEN p_status = 404 AND LOWER(l_msg) = 'contact list not found' THEN
        RAISE_APPLICATION_ERROR(-20405, 'Dialwell list missing');
      ELSE
        RAISE_APPLICATION_ERROR(-20000, 'Dialwell HTTP ' || p_status || ': ' || l_msg);
    END CASE;
  END raise_for_status;

  FUNCTION send(p_method IN VARCHAR2, p_path IN VARCHAR2, p_body IN CLOB DEFAULT NULL) RETURN CLOB IS
    l_req    UTL_HTTP.req;
    l_resp   UTL_HTTP.resp;
    l_buf    VARCHAR2(32767);
    l_out    CLOB;
  BEGIN
    UTL_HTTP.set_wallet('file:/u01/app/oracle/wallet/km_ret', NULL);
    l_req := UTL_HTTP.begin_request(gc_base_url || p_path, p_method, 'HTTP/1.1');
    UTL_HTTP.set_header(l_req, gc_hdr_key, setting('DIALWELL_API_KEY'));
    UTL_HTTP.set_header(l_req, gc_hdr_user, setting('DIALWELL_ACTING_EMAIL'));
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
        NULL;
    END;
    UTL_HTTP.end_response(l_resp);
    raise_for_status(l_resp.status_code, l_out);
    RETURN l_out;
  END send;

  FUNCTION create_list(p_name IN VARCHAR2) RETURN VARCHAR2 IS
    l_resp CLOB;
  BEGIN
    l_resp := send('POST', '/contact-lists', JSON_OBJECT('name' VALUE p_name));
    RETURN JSON_VALUE(l_resp, '$.id');
  END create_list;

  PROCEDURE add_contact(p_list_id IN VARCHAR2, p_phone IN VARCHAR2, p_ext_id IN VARCHAR2) IS
    l_resp CLOB;
  BEGIN
    l_resp := send('POST', '/contact-lists/' || p_list_id || '/contacts',
                   JSON_OBJECT('contacts' VALUE JSON_ARRAY(
                     JSON_OBJECT('phone' VALUE p_phone, 'externalId' VALUE p_ext_id))));
  END add_contact;

  PROCEDURE remove_contact(p_list_id IN VARCHAR2, p_phone IN VARCHAR2) IS
    l_resp CLOB;
  BEGIN
    l_resp := send('DELETE', '/contact-lists/' || p_list_id || '/contacts/' || UTL_URL.escape(p_phone, TRUE));
  END remove_contact;

  PROCEDURE drop_list(p_list_id IN VARCHAR2) IS
    l_resp CLOB;
  BEGIN
    l_resp := send('DELETE', '/contact-lists/' || p_list_id);
  END drop_list;

END pkg_dialwell_api;
/
