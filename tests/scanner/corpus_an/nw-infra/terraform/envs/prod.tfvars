env                  = "prod"
ringleaf_api_url     = "https://api.ringleaf.io/api/public/v2"
pagerduty_service_id = "PZ41KDA"
# ringleaf_api_key / ringleaf_webhook_secret come from TF_VAR_* in the pipeline
