env               = "production"
ringlane_base_url = "https://api.ringlane.io/api/public/v2"
# ringlane_api_key is injected from CI: TF_VAR_ringlane_api_key
audit_api_stage   = "v1"
