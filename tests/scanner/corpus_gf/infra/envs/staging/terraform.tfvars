env                        = "staging"
image_tag                  = "v1.14.2"
ringpilot_base_url         = "https://sandbox.ringpilot.io/api/public/v1"
ringpilot_api_key_ssm_name = "/staging/outreach/ringpilot_api_key"
# temporary until the SSM param is created by the platform team
ringpilot_api_key          = "rpk_Q7w2Ex9Rt4Yu1Ip6As3Df8Gh"
