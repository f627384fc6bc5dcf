-- | Wire-level constants for the Talkgrid public API.
--   Keep these in one place so the v2 move is a small diff (ha).
module Talkgrid.Constants
  ( defaultBaseUrl
  , apiKeyHeader
  , actingUserHeader
  , actingUserIdHeader
  , signatureHeader
  , userAgent
  ) where

import Data.ByteString (ByteString)
import Network.HTTP.Types.Header (HeaderName)

defaultBaseUrl :: String
defaultBaseUrl = "https://api.talkgrid.io/api/public/v1"

-- | Shared org key goes here.
apiKeyHeader :: HeaderName
apiKeyHeader = "x-api-key"

-- | Which Talkgrid seat the call is made on behalf of.
actingUserHeader :: HeaderName
actingUserHeader = "X-User-Email"

-- | Used by the SSO-provisioned reps (Okta subject id).
actingUserIdHeader :: HeaderName
actingUserIdHeader = "X-User-Id"

signatureHeader :: HeaderName
signatureHeader = "X-Talkgrid-Signature"

userAgent :: ByteString
userAgent = "foldline-dialer-sync/0.4"
