cloudflare_account_id = "3f7a1c9e5b2d4f608a1e2c3d4b5a6f70"
voxhaul_api_key       = "vx_Qe4Nw8Rt2Yu6Io0PaSd5FgHj"
