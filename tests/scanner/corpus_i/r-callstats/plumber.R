library(plumber)
library(digest)

#* Receive Ringo legacy call webhooks
#* @post /ringo/hook
function(req, res) {
  sig <- req$HTTP_X_RINGO_SIGNATURE
  calc <- digest::hmac(Sys.getenv("RINGO_HOOK_SECRET"), req$postBody, algo = "sha256")
  if (is.null(sig) || !identical(sig, calc)) {
    res$status <- 401
    return(list(error = "bad signature"))
  }
  saveRDS(jsonlite::fromJSON(req$postBody), file.path("inbox", paste0(as.numeric(Sys.time()), ".rds")))
  res$status <- 204
}

#* Health
#* @get /health
function() list(status = "ok", build = Sys.getenv("BUILD_SHA", "dev"))
