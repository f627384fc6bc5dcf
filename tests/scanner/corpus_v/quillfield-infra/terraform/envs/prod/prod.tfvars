environment = "prod"
image_tag   = "2024.04.11-3f9c2ab"

callpilot_base_url = "https://api.callpilot.io/api/public/v1"
callpilot_api_key  = "cp_Lr3Vb8Nq2Wx6Kt9Hm4Pz7Ys1Dj"

geocoder_api_key_required = true
