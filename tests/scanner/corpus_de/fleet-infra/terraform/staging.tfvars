env              = "staging"
callhive_api_key = "chv_Mv7Tq0Lp3XsW8kRz5Nd2Bg9Ja"
geocoder_api_key = "REPLACE_ME"
