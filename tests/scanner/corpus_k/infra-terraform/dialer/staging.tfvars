environment           = "staging"
calltide_host         = "https://api.calltide.com"
calltide_service_user = "dialer-bot+staging@northwindfreight.com"
inbound_list_id       = "cl_01HQZ8"
# TODO remove before merge -- use SSM
calltide_api_key      = "ct_Hq82mVbN4xPz7LkR2tW9sYdF"
