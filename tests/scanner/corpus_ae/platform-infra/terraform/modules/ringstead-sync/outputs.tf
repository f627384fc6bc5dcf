output "function_name" {
  value = aws_lambda_function.sync.function_name
}

output "callbacks_api_key_id" {
  description = "Id of the API Gateway key callers must send as x-api-key"
  value       = aws_api_gateway_api_key.callbacks.id
}

output "schedule_rule_arn" {
  value = aws_cloudwatch_event_rule.schedule.arn
}
