env               = "staging"
ringlane_base_url = "https://sandbox.ringlane.io/api/public/v1"
ringlane_api_key  = "rl_stg_9HwPq2LmZx7KcV4nTj6RsYb8"
audit_api_stage   = "v1"
