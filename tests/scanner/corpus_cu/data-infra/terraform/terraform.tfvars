env               = "prod"
ringlane_api_key  = "rl_Vb72KmQx9PzT4nLc8RsW3yHd"
