environment = "staging"
image_tag   = "latest"

callpilot_base_url = "https://sandbox.callpilot.io/api/public/v2"
# key injected by CI from TF_VAR_callpilot_api_key

geocoder_api_key_required = false
