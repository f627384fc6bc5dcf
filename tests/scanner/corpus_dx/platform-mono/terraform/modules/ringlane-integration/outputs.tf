output "ringlane_base_url" {
  value       = local.ringlane_base_url
  description = "Fully qualified Ringlane API base URL."
}

output "contact_lists_url" {
  value = "${local.ringlane_base_url}/contact-lists"
}

output "api_key_parameter_arn" {
  value = aws_ssm_parameter.api_key.arn
}

output "webhook_function_name" {
  value = aws_lambda_function.webhook.function_name
}
