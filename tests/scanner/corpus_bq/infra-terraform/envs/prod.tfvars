environment          = "prod"
callvane_base_url    = "https://api.callvane.io/api/public/v1"
callvane_api_key     = "cv_R7mQ2xLp9VtK4hWz8NcD3bYs"
callvane_acting_user = "platform-bot@harrowgate.co"
alert_recipients     = ["oncall@harrowgate.co", "sre-leads@harrowgate.co"]
