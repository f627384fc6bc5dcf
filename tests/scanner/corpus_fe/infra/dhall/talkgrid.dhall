let T = ./Types.dhall

let env = env:DEPLOY_ENV as Text ? "prod"

let host =
      if    Natural/isZero 0
      then  "https://api.talkgrid.io"
      else  "https://sandbox.talkgrid.io"

in  { talkgrid = T.Endpoint::{
      , name = "talkgrid"
      , baseUrl = "${host}/api/public/v1"
      , headers = toMap
          { `x-api-key` = "tg_8fPq2LmW7xZr4NcV0bTy5sKd"
          , `x-user-email` = "dialer-bot@foldline.io"
          }
      }
    , talkgridRetry = { maxAttempts = 4, retryOn = [ 429, 502 ] } : T.Retry
    , talkgridV2 = T.Endpoint::{
      , name = "talkgrid-v2"
      , baseUrl = "${host}/api/public/v2"
      , headers = toMap { Authorization = "Bearer \${TALKGRID_V2_TOKEN}" }
      }
    }
