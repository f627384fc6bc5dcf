resource "aws_mwaa_environment" "main" {
  name               = "${var.env}-northwind"
  airflow_version    = "2.8.1"
  source_bucket_arn  = "arn:aws:s3:::northwind-mwaa"
  dag_s3_path        = "dags/"
  plugins_s3_path    = "plugins.zip"
  execution_role_arn = "arn:aws:iam::418273645510:role/mwaa-exec"

  airflow_configuration_options = {
    "secrets.backend"        = "airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend"
    "core.default_timezone"  = "utc"
  }

  network_configuration {
    security_group_ids = ["sg-0a1b2c3d4e5f"]
    subnet_ids         = ["subnet-01", "subnet-02"]
  }
}

resource "aws_secretsmanager_secret_version" "ringlane_conn" {
  secret_id = "airflow/connections/ringlane_default"
  secret_string = jsonencode({
    conn_type = "http"
    host      = var.ringlane_base_url
    password  = var.ringlane_api_key
    extra     = { acting_user_email = "data-bot@northwind.io" }
  })
}
