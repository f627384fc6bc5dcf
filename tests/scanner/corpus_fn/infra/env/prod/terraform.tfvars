region = "us-east-1"

callhaven_api_base = "https://api.callhaven.io/api/public/v1"
# TODO move to SOPS, see INFRA-412
callhaven_api_key         = "chv_7Pd3Ks9Xw2Lm6Qa4Zr8Tn1Ve5Gy0"
callhaven_service_user_id = "00u8a1b2c3D4e5F6g7h8"
