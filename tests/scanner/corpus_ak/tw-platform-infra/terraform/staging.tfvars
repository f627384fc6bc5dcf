env               = "staging"
callvista_api_key = "cvk_stg_R2d7PqXw0LmN5sTa9KeBv3Jh"
