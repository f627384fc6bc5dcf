CREATE OR REPLACE PACKAGE BODY km_ret.pkg_notify AS

  gc_sms_url CONSTANT VARCHAR2(200) := 'https://sms-gw.internal.kestrelmutual.com/v1/messages';

  PROCEDURE send_sms(p_to IN VARCHAR2, p_text IN VARCHAR2) IS
    l_req  UTL_HTTP.req;
    l_resp UTL_HTTP.resp;
    l_body VARCHAR2(4000) := JSON_OBJECT('to' VALUE p_to, 'text' VALUE p_text);
  BEGIN
    UTL_HTTP.set_wallet('file:/u01/app/oracle/wallet/km_ret', NULL);
    l_req := UTL_HTTP.begin_request(gc_sms_url, 'POST', 'HTTP/1.1');
    UTL_HTTP.set_header(l_req, 'x-api-key', km_ret.pkg_settings.get('SMS_GW_KEY'));
    UTL_HTTP.set_header(l_req, 'X-User-Id', 'KM_RET_BATCH');
    UTL_HTTP.set_header(l_req, 'Content-Type', 'application/json');
    UTL_HTTP.set_header(l_req, 'Content-Length', LENGTH(l_body));
    UTL_HTTP.write_text(l_req, l_body);
    l_resp := UTL_HTTP.get_response(l_req);
    IF l_resp.status_code IN (502, 503) THEN
      km_ret.pkg_job_log.warn('SMS', 'gateway unavailable, queued for retry');
    END IF;
    UTL_HTTP.end_response(l_resp);
  END send_sms;

  PROCEDURE send_mail(p_to IN VARCHAR2, p_subject IN VARCHAR2, p_body IN CLOB) IS
  BEGIN
    APEX_MAIL.send(p_to => p_to, p_from => 'noreply@kestrelmutual.com',
                   p_subj => p_subject, p_body => p_body);
    APEX_MAIL.push_queue;
  END send_mail;

END pkg_notify;
/
