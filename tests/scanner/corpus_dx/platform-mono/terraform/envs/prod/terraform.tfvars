# TODO(PLAT-812): move to SSM / sops before the audit
ringlane_api_key        = "rl_pr0dXk7Qw2Lm9Tz4Vb8Nc3Hj6Rs"
ringlane_webhook_secret = "whsec_local_only_change_me"
