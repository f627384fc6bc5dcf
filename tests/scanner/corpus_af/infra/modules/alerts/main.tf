variable "env" { type = string }
variable "sns_topic_arn" { type = string }

resource "aws_cloudwatch_metric_alarm" "alb_5xx" {
  alarm_name          = "crm-sync-${var.env}-502-503"
  namespace           = "AWS/ApplicationELB"
  metric_name         = "HTTPCode_ELB_502_Count"
  statistic           = "Sum"
  period              = 300
  evaluation_periods  = 1
  threshold           = 10
  comparison_operator = "GreaterThanThreshold"
  alarm_actions       = [var.sns_topic_arn]
}
