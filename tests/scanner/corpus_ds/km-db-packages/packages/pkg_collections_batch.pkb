CREATE OR REPLACE PACKAGE BODY km_ret.pkg_collections_batch AS

  PROCEDURE load_arrears_call_list(p_run_date IN DATE DEFAULT TRUNC(SYSDATE)) IS
    l_list_id VARCHAR2(64);
    l_retries PLS_INTEGER := 0;
  BEGIN
    l_list_id := pkg_dialwell_api.create_list('arrears-' || TO_CHAR(p_run_date, 'YYYYMMDD'));
    FOR r IN (SELECT c.policy_no, c.mobile_e164
                FROM km_ret.v_arrears_customers c
               WHERE c.days_overdue BETWEEN 15 AND 60
                 AND c.do_not_call = 'N') LOOP
      <<retry>>
      BEGIN
        pkg_dialwell_api.add_contact(l_list_id, r.mobile_e164, r.policy_no);
      EXCEPTION
        WHEN pkg_dialwell_api.e_dialwell_transient THEN
          l_retries := l_retries + 1;
          IF l_retries > 3 THEN RAISE; END IF;
          DBMS_SESSION.sleep(5 * l_retries);
          GOTO retry;
      END;
    END LOOP;
    km_ret.pkg_job_log.ok('LOAD_ARREARS', l_list_id);
  EXCEPTION
    WHEN pkg_dialwell_api.e_dialwell_disabled THEN
      km_ret.pkg_job_log.fail('LOAD_ARREARS', 'Dialwell API disabled, job parked');
    WHEN pkg_dialwell_api.e_agent_unknown THEN
      km_ret.pkg_job_log.fail('LOAD_ARREARS', 'Supervisor account missing in Dialwell');
  END load_arrears_call_list;

END pkg_collections_batch;
/
