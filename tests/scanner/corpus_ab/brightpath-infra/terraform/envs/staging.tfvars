billing_usage_plan_id = "u7x1k2"
# staging shares the sandbox key with local dev
callforge_api_key = "cf_Zp3m9QeV7wL2nHx5TbR8sKd0yU"
