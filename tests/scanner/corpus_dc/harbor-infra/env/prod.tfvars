stage                = "prod"
ringlane_host        = "https://api.ringlane.io"
ringlane_acting_user = "svc-lambda@harborviewsolar.com"
