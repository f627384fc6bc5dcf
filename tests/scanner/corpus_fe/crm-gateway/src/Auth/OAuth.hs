-- | Google Workspace OAuth token exchange for the SPA login.
module Auth.OAuth (exchangeCode, OAuthFailure(..)) where

import Data.Aeson
import Data.Text (Text)
import GHC.Generics (Generic)
import Network.HTTP.Client
import Network.HTTP.Client.TLS (getGlobalManager)
import Network.HTTP.Types (statusCode, renderSimpleQuery)

-- | RFC 6749 error response: {"error": "invalid_grant", "error_description": "..."}
data OAuthFailure = OAuthFailure
  { error             :: Text
  , error_description :: Maybe Text
  } deriving (Show, Generic, FromJSON)

exchangeCode :: Text -> IO (Either OAuthFailure Value)
exchangeCode code = do
  mgr <- getGlobalManager
  req0 <- parseRequest "POST https://oauth2.googleapis.com/token"
  let req = urlEncodedBody [("grant_type", "authorization_code"), ("code", encodeUtf8' code)] req0
  resp <- httpLbs req mgr
  case statusCode (responseStatus resp) of
    200 -> pure (maybe (Left (OAuthFailure "bad_json" Nothing)) Right (decode (responseBody resp)))
    _   -> pure (maybe (Left (OAuthFailure "unknown" Nothing)) Left (decode (responseBody resp)))
  where
    encodeUtf8' = undefined
