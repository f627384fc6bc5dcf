env    = "prod"
region = "us-east-1"

ringlane_base_url = "https://api.ringlane.com/api/public/v1"
# TODO(PLAT-2231): move to Secrets Manager before the audit
ringlane_api_key = "rl_7Hq2Vx9LmP4sK8dZw3Nc6TbR1y"

sendgrid_api_key_secret_arn = "arn:aws:secretsmanager:us-east-1:481516234200:secret:sendgrid-prod-Ab12Cd"
