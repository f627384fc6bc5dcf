module Talkgrid.Client
  ( Env(..)
  , ContactList(..)
  , newEnv
  , listContactLists
  , getContactList
  , createContactList
  , appendContacts
  , removeContact
  , deleteContactList
  ) where

import Control.Monad (when)
import Data.Aeson
import qualified Data.ByteString.Char8 as B8
import qualified Data.ByteString.Lazy as BL
import Data.Text (Text)
import qualified Data.Text as T
import qualified Data.Text.Encoding as TE
import GHC.Generics (Generic)
import Network.HTTP.Client
import Network.HTTP.Client.TLS (newTlsManager)
import Network.HTTP.Types (statusCode, hContentType, hUserAgent)
import Control.Exception (throwIO)

import Talkgrid.Constants
import Talkgrid.Errors

data Env = Env
  { envManager :: Manager
  , envBaseUrl :: String
  , envApiKey  :: B8.ByteString
  , envActAs   :: Text
  }

data ContactList = ContactList
  { id          :: Text
  , name        :: Text
  , contactCount :: Int
  } deriving (Show, Generic, FromJSON, ToJSON)

newEnv :: String -> B8.ByteString -> Text -> IO Env
newEnv base key actAs = do
  mgr <- newTlsManager
  pure (Env mgr base key actAs)

mkRequest :: Env -> B8.ByteString -> String -> IO Request
mkRequest Env{..} method path = do
  req <- parseRequest (envBaseUrl <> path)
  pure req
    { method = method
    , requestHeaders =
        [ (apiKeyHeader, envApiKey)
        , (actingUserHeader, TE.encodeUtf8 envActAs)
        , (hContentType, "application/json")
        , (hUserAgent, userAgent)
        ]
    }

send :: FromJSON a => Env -> Request -> IO a
send env req = do
  resp <- httpLbs req (envManager env)
  let code = statusCode (responseStatus resp)
  when (code >= 400) $
    throwIO (classify code (decode (responseBody resp)))
  either (fail . ("talkgrid: bad json: " <>)) pure (eitherDecode (responseBody resp))

listContactLists :: Env -> IO [ContactList]
listContactLists env = mkRequest env "GET" "/contact-lists" >>= send env

getContactList :: Env -> Text -> IO ContactList
getContactList env lid =
  mkRequest env "GET" ("/contact-lists/" <> T.unpack lid) >>= send env

createContactList :: Env -> Text -> IO ContactList
createContactList env nm = do
  req <- mkRequest env "POST" "/contact-lists"
  send env req { requestBody = RequestBodyLBS (encode (object ["name" .= nm])) }

appendContacts :: Env -> Text -> [Text] -> IO Value
appendContacts env lid phones = do
  req <- mkRequest env "POST" ("/contact-lists/" <> T.unpack lid <> "/contacts")
  send env req { requestBody = RequestBodyLBS (encode (object ["phones" .= phones])) }

removeContact :: Env -> Text -> Text -> IO Value
removeContact env lid phone =
  mkRequest env "DELETE" (concat ["/contact-lists/", T.unpack lid, "/contacts/", T.unpack phone]) >>= send env

deleteContactList :: Env -> Text -> IO Value
deleteContactList env lid =
  mkRequest env "DELETE" ("/contact-lists/" <> T.unpack lid) >>= send env
