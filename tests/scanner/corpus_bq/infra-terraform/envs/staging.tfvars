environment          = "staging"
# migrated to v2 in PLAT-2291; key comes from TF_VAR_callvane_api_key
callvane_base_url    = "https://api.callvane.io/api/public/v2"
callvane_acting_user = "platform-bot+staging@harrowgate.co"
alert_recipients     = ["oncall@harrowgate.co"]
