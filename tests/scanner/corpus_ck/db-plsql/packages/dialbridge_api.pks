CREATE OR REPLACE PACKAGE fms_owner.dialbridge_api AS
  /*
   * DialBridge outbound calling API, called from the prospect triggers and
   * the DBMS_SCHEDULER job FMS_DIALER_SYNC.
   * 2013-09  hkoenig   initial version
   * 2017-02  pnowak    added remove_contact
   */
  c_base_url      CONSTANT VARCHAR2(200) := 'https://api.dialbridge.com/api/public/v1';
  c_wallet_path   CONSTANT VARCHAR2(200) := 'file:/u01/app/oracle/wallet/dialbridge';
  c_hdr_key       CONSTANT VARCHAR2(30)  := 'X-Api-Key';
  c_hdr_user      CONSTANT VARCHAR2(30)  := 'X-User-Email';

  e_user_not_found   EXCEPTION;
  e_api_disabled     EXCEPTION;
  PRAGMA EXCEPTION_INIT(e_user_not_found, -20404);
  PRAGMA EXCEPTION_INIT(e_api_disabled, -20503);

  FUNCTION create_list(p_rep_email IN VARCHAR2, p_name IN VARCHAR2) RETURN VARCHAR2;
  PROCEDURE add_contact(p_rep_email IN VARCHAR2, p_list_id IN VARCHAR2, p_phone IN VARCHAR2, p_name IN VARCHAR2);
  PROCEDURE remove_contact(p_rep_email IN VARCHAR2, p_list_id IN VARCHAR2, p_phone IN VARCHAR2);
END dialbridge_api;
/
