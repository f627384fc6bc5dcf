data "aws_ssm_parameter" "ringlane_key" {
  name = var.ringlane_api_key_ssm_param
}

resource "aws_ecs_task_definition" "this" {
  family                   = "dialer-sync-${var.env}"
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = 512
  memory                   = 1024
  execution_role_arn       = aws_iam_role.exec.arn

  container_definitions = jsonencode([
    {
      name      = "api"
      image     = "123456789012.dkr.ecr.eu-west-2.amazonaws.com/dialer-sync:${var.image_tag}"
      essential = true
      portMappings = [{ containerPort = 8000 }]
      environment = [
        { name = "APP_ENV", value = var.env },
        { name = "RINGLANE_BASE_URL", value = var.ringlane_api_base },
        { name = "RINGLANE_ACTING_USER", value = var.ringlane_acting_user },
        { name = "QUOTES_GATEWAY_URL", value = "https://q7x2m1abcd.execute-api.eu-west-2.amazonaws.com/prod/v1" },
      ]
      secrets = [
        { name = "RINGLANE_API_KEY", valueFrom = data.aws_ssm_parameter.ringlane_key.arn },
      ]
    }
  ])
}

resource "aws_iam_role" "exec" {
  name = "dialer-sync-exec-${var.env}"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "ecs-tasks.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_ecs_service" "this" {
  name            = "dialer-sync-${var.env}"
  cluster         = "quillfield-${var.env}"
  task_definition = aws_ecs_task_definition.this.arn
  desired_count   = var.desired_count
  launch_type     = "FARGATE"

  network_configuration {
    subnets         = var.subnet_ids
    security_groups = var.security_group_ids
  }
}

resource "aws_api_gateway_api_key" "quotes_client" {
  name    = "dialer-sync-${var.env}"
  enabled = true
}
