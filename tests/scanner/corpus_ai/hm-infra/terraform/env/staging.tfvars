env    = "staging"
region = "us-east-2"

leads_instance_count = 1
leads_instance_type  = "t3.small"

# staging-only key, rotated by #dialer-ops
ringlane_api_key        = "rl_Zt4mQ8vN2xP7cH1sLw9eR3bYk6"
ringlane_webhook_secret = "change-me-in-ssm"
