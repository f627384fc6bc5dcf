resource "aws_cloudwatch_metric_alarm" "bff_5xx" {
  alarm_name          = "dialer-bff-5xx"
  namespace           = "LeadLoop/DialerBff"
  metric_name         = "Http5xx"
  statistic           = "Sum"
  period              = 300
  evaluation_periods  = 2
  threshold           = 25
  comparison_operator = "GreaterThanThreshold"
  alarm_description   = "502/503 from the BFF usually mean Ringvale is down or disabled"
  alarm_actions       = [var.pagerduty_sns_arn]
}

resource "aws_synthetics_canary" "ringvale_v2" {
  name                 = "ringvale-v2-health"
  artifact_s3_location = "s3://${var.canary_bucket}/ringvale/"
  execution_role_arn   = var.canary_role_arn
  handler              = "index.handler"
  runtime_version      = "syn-nodejs-puppeteer-7.0"
  zip_file             = "canaries/ringvale-v2.zip"
  schedule {
    expression = "rate(5 minutes)"
  }
  run_config {
    environment_variables = {
      TARGET_URL = "https://api.ringvale.com/api/public/v2/health"
    }
  }
}
