environment        = "staging"
dispatch_replicas  = 1
# TODO: move to secrets manager like prod
ringlane_api_key   = "rl_Qm3Tx7Kv2Ns9Pb4Wd8Jc1Fh6"
geo_api_gateway_id = "k2v9x1a7ud"
