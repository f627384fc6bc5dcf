resource "aws_ecs_task_definition" "lead_router" {
  family                   = "lead-router"
  requires_compatibilities = ["FARGATE"]
  cpu                      = 256
  memory                   = 512
  execution_role_arn       = aws_iam_role.ecs_exec.arn

  container_definitions = jsonencode([{
    name  = "lead-router"
    image = "${aws_ecr_repository.lead_router.repository_url}:${var.lead_router_tag}"
    environment = [
      { name = "DIALFRONT_BASE_URL", value = "https://api.dialfront.com/api/public/v1" },
      { name = "DIALFRONT_ACTING_USER", value = "ops-bot@harborlinesolar.com" },
      { name = "INTERNAL_API_URL", value = "https://internal.harborlinesolar.com/api/v1" },
    ]
    secrets = [
      { name = "DIALFRONT_API_KEY", valueFrom = aws_ssm_parameter.dialfront_key.arn },
      { name = "SENDGRID_API_KEY", valueFrom = aws_ssm_parameter.sendgrid_key.arn },
      { name = "HUBSPOT_PRIVATE_APP_TOKEN", valueFrom = aws_ssm_parameter.hubspot_token.arn },
    ]
  }])
}

resource "aws_ssm_parameter" "dialfront_key" {
  name  = "/lead-router/dialfront-api-key"
  type  = "SecureString"
  value = var.dialfront_api_key
}
