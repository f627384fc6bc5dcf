# Outreach service: ECS task + secrets for the Dialwave reminder integration.

variable "dialwave_api_key" {
  description = "Dialwave shared API key (v1)"
  type        = string
  sensitive   = true
  default     = "dwk_8d41a7c3e9f2b05d6a1c4e7f9b3d2a08c5e6"
}

variable "stripe_secret_key" {
  type      = string
  sensitive = true
  default   = "sk_test_changeme"
}

locals {
  dialwave_base_url = "https://api.dialwave.io/api/public/v1"
  ses_contact_list  = "https://email.eu-west-1.amazonaws.com/v2/email/contact-lists/clinicly-newsletter"
}

resource "aws_secretsmanager_secret" "dialwave" {
  name = "outreach/dialwave"
}

resource "aws_secretsmanager_secret_version" "dialwave" {
  secret_id     = aws_secretsmanager_secret.dialwave.id
  secret_string = jsonencode({ api_key = var.dialwave_api_key })
}

resource "aws_ecs_task_definition" "outreach" {
  family                   = "outreach"
  requires_compatibilities = ["FARGATE"]
  cpu                      = 512
  memory                   = 1024
  network_mode             = "awsvpc"

  container_definitions = jsonencode([{
    name  = "outreach"
    image = "123456789012.dkr.ecr.eu-west-1.amazonaws.com/outreach:latest"
    environment = [
      { name = "DIALWAVE_BASE_URL", value = local.dialwave_base_url },
      { name = "DIALWAVE_ACTING_USER", value = "outreach-bot@clinicly.health" },
      { name = "PORTAL_API", value = "https://portal.clinicly.health/api/v1" },
    ]
    secrets = [
      { name = "DIALWAVE_API_KEY", valueFrom = aws_secretsmanager_secret.dialwave.arn },
    ]
  }])
}
