resource "aws_api_gateway_rest_api" "partners" {
  name        = "nw-partner-api"
  description = "Installer partners push job status here"
}

resource "aws_api_gateway_resource" "jobs" {
  rest_api_id = aws_api_gateway_rest_api.partners.id
  parent_id   = aws_api_gateway_rest_api.partners.root_resource_id
  path_part   = "jobs"
}

resource "aws_api_gateway_method" "post_job" {
  rest_api_id      = aws_api_gateway_rest_api.partners.id
  resource_id      = aws_api_gateway_resource.jobs.id
  http_method      = "POST"
  authorization    = "NONE"
  api_key_required = true
}

resource "aws_api_gateway_api_key" "installer_key" {
  for_each = toset(var.installer_partners)
  name     = "partner-${each.key}"
}

# Partners send their key as the x-api-key header; usage plan caps them at 20 rps.
resource "aws_api_gateway_usage_plan" "partners" {
  name = "partners"
  throttle_settings {
    rate_limit  = 20
    burst_limit = 40
  }
}

output "partner_api_invoke_url" {
  value = "https://${aws_api_gateway_rest_api.partners.id}.execute-api.eu-west-1.amazonaws.com/v1/jobs"
}
