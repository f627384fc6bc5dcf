# staging already moved to the v2 API (OPS-398)
ringwell_base_url    = "https://api.ringwell.io/api/public/v2"
ringwell_acting_user = "platform-bot+staging@harborline.com"
# ringwell_api_key comes from TF_VAR_ringwell_api_key (GitLab masked variable)
