{-# LANGUAGE DataKinds #-}
{-# LANGUAGE TypeOperators #-}
-- | Our own API consumed by the web app. The SPA's interceptor sets
--   X-User-Email on every call to /api after the SSO login.
module Api where

import Data.Aeson
import Data.Text (Text)
import GHC.Generics (Generic)
import Servant

data Segment = Segment
  { segmentId   :: Text
  , segmentName :: Text
  , size        :: Int
  } deriving (Show, Generic, ToJSON, FromJSON)

type CrmApi =
       "api" :> "v1" :> "contact-lists"
         :> Header' '[Required, Strict] "X-User-Email" Text
         :> Get '[JSON] [Segment]
  :<|> "api" :> "v1" :> "contact-lists" :> Capture "id" Text
         :> Header' '[Required, Strict] "X-User-Email" Text
         :> Get '[JSON] Segment
  :<|> "api" :> "v1" :> "dial" :> Capture "segment" Text
         :> Header "X-User-Id" Text
         :> Post '[JSON] NoContent
  :<|> "healthz" :> Get '[PlainText] Text

crmApi :: Proxy CrmApi
crmApi = Proxy
