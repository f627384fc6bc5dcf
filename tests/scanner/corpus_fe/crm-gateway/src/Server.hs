module Server (app) where

import Control.Monad.IO.Class (liftIO)
import Data.Aeson (encode, object, (.=))
import Data.Text (Text)
import qualified Data.Text as T
import Servant

import Api
import qualified TalkgridV2 as TG

-- | Error bodies of our own API stay flat for the SPA.
apiError :: ServerError -> Text -> ServerError
apiError base msg = base
  { errBody = encode (object ["error" .= msg])
  , errHeaders = [("Content-Type", "application/json")]
  }

server :: TG.Client -> Server CrmApi
server tg = listSegments :<|> getSegment :<|> dial :<|> health
  where
    listSegments email = do
      whenBlank email $ throwError (apiError err400 "missing X-User-Email")
      pure []
    getSegment sid email
      | T.null email = throwError (apiError err401 "user not found")
      | otherwise    = throwError (apiError err404 ("segment " <> sid <> " not found"))
    dial seg _mUserId = do
      r <- liftIO (TG.startCampaign tg seg)
      case r of
        Left (TG.ApiProblem 503 _ _) -> throwError (apiError err503 "dialer busy")
        Left (TG.ApiProblem 502 _ _) -> throwError (apiError err502 "upstream failure")
        Left _                       -> throwError (apiError err500 "dial failed")
        Right () -> pure NoContent
    health = pure "ok"
    whenBlank t act = if T.null t then act else pure ()

app :: TG.Client -> Application
app tg = serve crmApi (server tg)
