create or replace procedure ops.sp_refresh_call_stats()
  returns string
  language javascript
  execute as owner
as
$$
  var stmts = [
    "delete from analytics.marts.call_stats_daily where day >= dateadd(day, -3, current_date)",
    "insert into analytics.marts.call_stats_daily select started_at::date, contact_list_id, count(*), avg(duration_s) from analytics.staging.stg_ringlane__call_events where started_at >= dateadd(day, -3, current_date) group by 1, 2"
  ];
  for (var i = 0; i < stmts.length; i++) {
    try {
      snowflake.execute({sqlText: stmts[i]});
    } catch (err) {
      return JSON.stringify({error: err.message, code: err.code});
    }
  }
  return "ok";
$$;
