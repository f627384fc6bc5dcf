-- | Talkgrid v2 client. Migrated off /api/public/v1 in PLAT-311.
module TalkgridV2
  ( Client(..)
  , ApiProblem(..)
  , newClient
  , startCampaign
  ) where

import Data.Aeson
import qualified Data.ByteString.Char8 as B8
import Data.Text (Text)
import GHC.Generics (Generic)
import Network.HTTP.Client
import Network.HTTP.Client.TLS (newTlsManager)
import Network.HTTP.Types (statusCode, hAuthorization, hContentType)

data Client = Client
  { cManager :: Manager
  , cBase    :: String
  , cToken   :: B8.ByteString
  }

-- | v2 errors: {"error": {"code": "...", "message": "...", "request_id": "..."}}
data ApiProblem = ApiProblem
  { problemStatus  :: Int
  , problemCode    :: Text
  , problemMessage :: Text
  } deriving Show

newtype Envelope = Envelope { unEnvelope :: Inner }
data Inner = Inner Text Text

instance FromJSON Envelope where
  parseJSON = withObject "Envelope" $ \o -> do
    e <- o .: "error"
    Envelope <$> (Inner <$> e .: "code" <*> e .: "message")

newClient :: String -> IO Client
newClient token = do
  mgr <- newTlsManager
  pure (Client mgr "https://api.talkgrid.io/api/public/v2" (B8.pack token))

startCampaign :: Client -> Text -> IO (Either ApiProblem ())
startCampaign c seg = do
  req0 <- parseRequest (cBase c <> "/campaigns")
  let req = req0
        { method = "POST"
        , requestHeaders =
            [ (hAuthorization, "Bearer " <> cToken c)
            , (hContentType, "application/json")
            ]
        , requestBody = RequestBodyLBS (encode (object ["segment" .= seg]))
        }
  resp <- httpLbs req (cManager c)
  let code = statusCode (responseStatus resp)
  if code < 300
    then pure (Right ())
    else case decode (responseBody resp) of
      Just (Envelope (Inner ecode msg)) -> pure (Left (ApiProblem code ecode msg))
      Nothing -> pure (Left (ApiProblem code "unknown" ""))
