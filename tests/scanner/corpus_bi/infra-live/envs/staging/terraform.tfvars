env    = "staging"
region = "us-east-1"

# staging already cut over to v2 (PLAT-2190)
ringlane_base_url = "https://api.ringlane.com/api/public/v2"
ringlane_api_key  = "" # injected by CI from Secrets Manager

sendgrid_api_key_secret_arn = "arn:aws:secretsmanager:us-east-1:481516234200:secret:sendgrid-stg-Zy98Xw"
