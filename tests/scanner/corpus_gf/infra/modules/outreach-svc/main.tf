data "aws_ssm_parameter" "ringpilot_key" {
  name = var.ringpilot_api_key_ssm_name
}

resource "aws_ecs_task_definition" "this" {
  family                   = "outreach-svc-${var.env}"
  requires_compatibilities = ["FARGATE"]
  cpu                      = 256
  memory                   = 512
  network_mode             = "awsvpc"

  container_definitions = jsonencode([{
    name  = "outreach-svc"
    image = "ghcr.io/northbeam/outreach-svc:${var.image_tag}"
    environment = [
      { name = "OUTREACH_RINGPILOT_BASE_URL", value = var.ringpilot_base_url },
      { name = "OUTREACH_AUDIT_URL", value = "http://audit.platform.local:8080/v1" },
    ]
    secrets = [
      { name = "OUTREACH_RINGPILOT_API_KEY", valueFrom = data.aws_ssm_parameter.ringpilot_key.arn },
    ]
    portMappings = [{ containerPort = 8080 }]
  }])
}

# Partner-facing API for the outreach webhooks relay.
resource "aws_api_gateway_rest_api" "relay" {
  name = "outreach-relay-${var.env}"
}

resource "aws_api_gateway_api_key" "partner" {
  name = "outreach-relay-partner-${var.env}"
}

resource "aws_api_gateway_method" "relay_post" {
  rest_api_id      = aws_api_gateway_rest_api.relay.id
  resource_id      = aws_api_gateway_rest_api.relay.root_resource_id
  http_method      = "POST"
  authorization    = "NONE"
  api_key_required = true # clients send x-api-key
}
