variable "env" { type = string }
variable "callforge_api_key" {
  type      = string
  sensitive = true
}
variable "image_tag" { type = string }

resource "aws_ssm_parameter" "callforge_api_key" {
  name  = "/${var.env}/dialer-sync/callforge_api_key"
  type  = "SecureString"
  value = var.callforge_api_key
}

resource "aws_ecs_task_definition" "dialer_sync" {
  family                   = "dialer-sync-${var.env}"
  requires_compatibilities = ["FARGATE"]
  cpu                      = 256
  memory                   = 512
  network_mode             = "awsvpc"
  container_definitions = jsonencode([{
    name  = "dialer-sync"
    image = "123456789012.dkr.ecr.eu-north-1.amazonaws.com/dialer-sync:${var.image_tag}"
    environment = [
      { name = "CALLFORGE_BASE_URL", value = "https://api.callforge.com/api/public/v1" },
      { name = "CALLFORGE_ACTING_EMAIL", value = "sdr-automation@halvorsen.com" },
      { name = "NOTIFY_URL", value = "https://notify.halvorsen.internal/v1" },
    ]
    secrets = [
      { name = "CALLFORGE_API_KEY", valueFrom = aws_ssm_parameter.callforge_api_key.arn },
    ]
  }])
}

resource "aws_api_gateway_method" "invoices_get" {
  rest_api_id      = "k3j9x0p2ab"
  resource_id      = "r8a1c2"
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true
}
