account_id        = "4f1c9e0a7b2d4e6f8a1b3c5d7e9f0a2b"
ringlane_base_url = "https://api.ringlane.io/api/public/v1"
# FIXME: pull from 1Password via TF_VAR_ once the runner has op CLI
ringlane_api_key  = "rl_Hs82kLmQp0ZxVb7NwYt3RcEuA4"
