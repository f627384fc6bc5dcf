ringwell_base_url    = "https://api.ringwell.io/api/public/v1"
ringwell_acting_user = "platform-bot@harborline.com"

# TODO(ops-412): move to Vault, this was only meant for the first apply
ringwell_api_key = "rw_Tq8nV3kZp7Lm2XcR9bW4yHfD6s"
