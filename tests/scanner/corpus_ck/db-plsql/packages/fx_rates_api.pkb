CREATE OR REPLACE PACKAGE BODY fms_owner.fx_rates_api AS
  -- Daily EUR/PLN/CZK rates from the treasury service (AWS API Gateway).

  c_url CONSTANT VARCHAR2(200) := 'https://fx.treasury.korvath-logistics.com/v1/rates';

  PROCEDURE refresh_rates IS
    l_req  UTL_HTTP.req;
    l_resp UTL_HTTP.resp;
    l_body VARCHAR2(32767);
  BEGIN
    l_req := UTL_HTTP.begin_request(c_url || '?base=EUR', 'GET', 'HTTP/1.1');
    UTL_HTTP.set_header(l_req, 'x-api-key', app_config_pkg.get('FX_GATEWAY_KEY'));
    UTL_HTTP.set_header(l_req, 'X-User-Id', 'fms-batch');
    l_resp := UTL_HTTP.get_response(l_req);
    UTL_HTTP.read_text(l_resp, l_body, 32767);
    UTL_HTTP.end_response(l_resp);

    IF l_resp.status_code IN (502, 503, 504) THEN
      log_pkg.warn('FX', 'treasury gateway unavailable, keeping yesterday''s rates');
      RETURN;
    ELSIF l_resp.status_code <> 200 THEN
      RAISE_APPLICATION_ERROR(-20600, 'FX refresh failed: ' || JSON_VALUE(l_body, '$.error'));
    END IF;

    MERGE INTO fx_rate r
    USING (SELECT jt.ccy, jt.rate
             FROM JSON_TABLE(l_body, '$.rates[*]' COLUMNS (ccy VARCHAR2(3) PATH '$.ccy', rate NUMBER PATH '$.rate')) jt) s
       ON (r.ccy = s.ccy AND r.rate_date = TRUNC(SYSDATE))
     WHEN NOT MATCHED THEN INSERT (ccy, rate_date, rate) VALUES (s.ccy, TRUNC(SYSDATE), s.rate);
    COMMIT;
  END refresh_rates;

END fx_rates_api;
/
