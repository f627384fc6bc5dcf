CREATE OR REPLACE PACKAGE km_ret.pkg_dialwell_api AUTHID DEFINER AS
  /*
   * Dialwell public API wrapper.
   * All calls act on behalf of the collections supervisor account configured in
   * km_ret.app_settings (key DIALWELL_ACTING_EMAIL).
   */

  gc_base_url      CONSTANT VARCHAR2(200) := 'https://api.dialwell.com/api/public/v1';
  gc_hdr_key       CONSTANT VARCHAR2(30)  := 'x-api-key';
  gc_hdr_user      CONSTANT VARCHAR2(30)  := 'x-user-email';

  e_dialwell_transient EXCEPTION;
  e_dialwell_disabled  EXCEPTION;
  e_agent_unknown      EXCEPTION;
  e_list_not_found     EXCEPTION;
  PRAGMA EXCEPTION_INIT(e_dialwell_transient, -20502);
  PRAGMA EXCEPTION_INIT(e_dialwell_disabled,  -20503);
  PRAGMA EXCEPTION_INIT(e_agent_unknown,      -20404);
  PRAGMA EXCEPTION_INIT(e_list_not_found,     -20405);

  FUNCTION create_list(p_name IN VARCHAR2) RETURN VARCHAR2;
  PROCEDURE add_contact(p_list_id IN VARCHAR2, p_phone IN VARCHAR2, p_ext_id IN VARCHAR2);
  PROCEDURE remove_contact(p_list_id IN VARCHAR2, p_phone IN VARCHAR2);
  PROCEDURE drop_list(p_list_id IN VARCHAR2);
END pkg_dialwell_api;
/
