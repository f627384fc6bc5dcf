env                     = "staging"
ringlane_api_key        = "rl_stg_Hx72PqLm0Zt4Wd9Rb1Kf6Yc3"
ringlane_webhook_secret = "whsec_staging_not_a_real_secret"
