resource "aws_ssm_parameter" "callpilot_key" {
  name  = "/${var.environment}/dialer/callpilot_api_key"
  type  = "SecureString"
  value = var.callpilot_api_key
}

resource "aws_ecs_task_definition" "dialer" {
  family                   = "dialer-${var.environment}"
  requires_compatibilities = ["FARGATE"]
  cpu                      = 512
  memory                   = 1024
  container_definitions = jsonencode([{
    name  = "dialer"
    image = "123456789012.dkr.ecr.eu-west-1.amazonaws.com/dialer:${var.image_tag}"
    environment = [
      { name = "CALLPILOT_BASE_URL", value = var.callpilot_base_url },
    ]
    secrets = [
      { name = "CALLPILOT_API_KEY", valueFrom = aws_ssm_parameter.callpilot_key.arn },
    ]
  }])
}

# Geocoder is fronted by API Gateway; clients send the usage-plan key in x-api-key.
resource "aws_api_gateway_method" "geocode_get" {
  rest_api_id      = aws_api_gateway_rest_api.geocoder.id
  resource_id      = aws_api_gateway_resource.lookup.id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = var.geocoder_api_key_required
}
