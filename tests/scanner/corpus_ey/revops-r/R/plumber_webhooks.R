# Plumber endpoint that receives Dialwave call webhooks on the reporting box
# and appends them to a local parquet for the Shiny dialer dashboard.
library(plumber)
library(digest)

#* @post /dialwave/events
function(req, res) {
  secret <- Sys.getenv("DIALWAVE_WEBHOOK_SECRET")
  got <- req$HTTP_X_DIALWAVE_SIGNATURE
  want <- digest::hmac(secret, req$postBody, algo = "sha256")
  if (is.null(got) || !identical(tolower(got), want)) {
    res$status <- 401
    return(list(error = "bad signature"))
  }
  ev <- jsonlite::fromJSON(req$postBody)
  arrow::write_parquet(as.data.frame(ev$data), sprintf("events/%s.parquet", ev$id))
  list(ok = TRUE)
}

#* @post /github/push
function(req, res) {
  sig <- req$HTTP_X_HUB_SIGNATURE_256
  want <- paste0("sha256=", digest::hmac(Sys.getenv("GH_HOOK_SECRET"), req$postBody, algo = "sha256"))
  if (!identical(sig, want)) { res$status <- 401; return(list(error = "bad signature")) }
  list(ok = TRUE)
}
