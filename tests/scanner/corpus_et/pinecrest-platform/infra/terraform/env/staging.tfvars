environment      = "staging"
ringloom_host    = "api.ringloom.com"
ringloom_api_key = "rl_Zp4Kq9WmT2xN8vBc6HdY3sLfQ7"
sendgrid_api_key = "SG.placeholder-set-in-ci"
