-- Internal services behind the API gateway; they all want x-api-key.
let T = ./Types.dhall

in  { warehouseApi = T.Endpoint::{
      , name = "warehouse-api"
      , baseUrl = "https://warehouse.internal.foldline.io/v1"
      , headers = toMap { `x-api-key` = env:WAREHOUSE_API_KEY as Text ? "changeme" }
      }
    , scoring = T.Endpoint::{
      , name = "scoring"
      , baseUrl = "https://k2x8w1.execute-api.eu-west-1.amazonaws.com/prod/v1"
      , headers = toMap { `x-api-key` = env:SCORING_API_KEY as Text ? "" }
      }
    , sendgrid = T.Endpoint::{
      , name = "sendgrid"
      , baseUrl = "https://api.sendgrid.com/v3"
      , headers = toMap { Authorization = "Bearer \${SENDGRID_API_KEY}" }
      }
    , retry = { maxAttempts = 3, retryOn = [ 502, 503, 504 ] } : T.Retry
    }
