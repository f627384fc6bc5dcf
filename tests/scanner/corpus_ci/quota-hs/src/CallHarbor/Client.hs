{-# LANGUAGE OverloadedStrings #-}
module CallHarbor.Client
  ( Settings(..)
  , fetchContactLists
  , deleteContactList
  ) where

import qualified Data.ByteString.Char8 as BC
import qualified Data.Text as T
import Data.Aeson (eitherDecode)
import Network.HTTP.Client
import Network.HTTP.Types.Status (statusCode)
import Network.HTTP.Types.Header (HeaderName)

import CallHarbor.Types

data Settings = Settings
  { sBaseUrl     :: String
  , sApiKey      :: BC.ByteString
  , sActingUser  :: BC.ByteString
  }

hApiKey, hActingUser :: HeaderName
hApiKey = "x-api-key"
hActingUser = "x-user-id"

mkRequest :: Settings -> String -> IO Request
mkRequest s path = do
  req <- parseRequest (sBaseUrl s <> path)
  pure req { requestHeaders = [ (hApiKey, sApiKey s)
                              , (hActingUser, sActingUser s)
                              , ("Accept", "application/json") ] }

fetchContactLists :: Manager -> Settings -> IO (Either CallHarborError [ContactList])
fetchContactLists mgr s = do
  req <- mkRequest s "/contact-lists"
  run mgr req

deleteContactList :: Manager -> Settings -> T.Text -> IO (Either CallHarborError ())
deleteContactList mgr s listId = do
  req <- mkRequest s ("/contact-lists/" <> T.unpack listId)
  fmap (const ()) <$> (run mgr req { method = "DELETE" } :: IO (Either CallHarborError [ContactList]))

run :: Manager -> Request -> IO (Either CallHarborError [ContactList])
run mgr req = do
  resp <- httpLbs req mgr
  let code = statusCode (responseStatus resp)
      body = responseBody resp
  pure $ if code >= 200 && code < 300
    then either (Left . Unexpected code . T.pack) Right (eitherDecode body)
    else Left (classify code (either (const Nothing) Just (eitherDecode body)))

classify :: Int -> Maybe ApiErrorBody -> CallHarborError
classify 401 _ = BadApiKey
classify 404 (Just e) | aeError e == "user not found" = UnknownActingUser
classify 429 _ = RateLimited
classify 502 _ = IdentityProviderDown
classify 503 _ = ApiDisabled
classify c e = Unexpected c (maybe "no body" aeError e)
