#' Post a message to Slack via incoming webhook; verify inbound slash commands.
slack_post <- function(text, webhook = Sys.getenv("SLACK_WEBHOOK_URL")) {
  resp <- httr::POST(webhook, body = list(text = text), encode = "json")
  if (httr::status_code(resp) == 404) stop("Slack webhook revoked")
  invisible(resp)
}

slack_verify <- function(headers, raw_body, secret = Sys.getenv("SLACK_SIGNING_SECRET")) {
  ts <- headers[["x-slack-request-timestamp"]]
  base <- paste0("v0:", ts, ":", raw_body)
  sig <- paste0("v0=", digest::hmac(secret, base, algo = "sha256"))
  identical(sig, headers[["x-slack-signature"]])
}
