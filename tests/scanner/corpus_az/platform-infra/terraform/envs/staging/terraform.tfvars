environment        = "staging"
region             = "us-east-1"
vpc_cidr           = "10.42.0.0/16"
# legacy sandbox key, still used by crm-sync nightly in staging
callspring_legacy_api_key = "csk_T7vN2pQx8LmZr4Kd9WbY1aHs"
sendgrid_api_key          = "SG.placeholder.replace-me"
