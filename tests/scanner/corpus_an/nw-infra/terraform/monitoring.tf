resource "datadog_monitor" "alb_5xx" {
  name    = "[${var.env}] tracking ALB 502/503 rate"
  type    = "query alert"
  query   = "sum(last_5m):sum:aws.applicationelb.httpcode_elb_502{env:${var.env}}.as_count() + sum:aws.applicationelb.httpcode_elb_503{env:${var.env}}.as_count() > 50"
  message = "ALB is returning 502/503s. @pagerduty-nw-ops"

  monitor_thresholds {
    critical = 50
    warning  = 20
  }
}

resource "datadog_monitor" "dialer_sync_failures" {
  name    = "[${var.env}] dialer-sync job failures"
  type    = "log alert"
  query   = "logs(\"service:dialer-sync status:error\").index(\"*\").rollup(\"count\").last(\"30m\") > 3"
  message = "dialer-sync keeps failing, check RingLeaf status page. @slack-ops-alerts"
}

resource "pagerduty_service_integration" "datadog" {
  name    = "Datadog"
  service = var.pagerduty_service_id
  vendor  = data.pagerduty_vendor.datadog.id
}
