{-# LANGUAGE OverloadedStrings #-}
module Ringcadence.Client
  ( Env(..)
  , mkEnv
  , contactLists
  , callStats
  ) where

import           Data.Aeson                (eitherDecode)
import qualified Data.ByteString.Char8     as B8
import qualified Data.ByteString.Lazy      as BL
import           Data.Text                 (Text)
import qualified Data.Text                 as T
import qualified Data.Text.Encoding        as TE
import           Network.HTTP.Client
import           Network.HTTP.Client.TLS   (newTlsManager)
import           Network.HTTP.Types.Status (statusCode)
import           System.Environment        (lookupEnv)

import           Ringcadence.Types

data Env = Env
  { envManager :: Manager
  , envBaseUrl :: String
  , envApiKey  :: B8.ByteString
  , envUser    :: B8.ByteString
  }

defaultBaseUrl :: String
defaultBaseUrl = "https://api.ringcadence.io/api/public/v1"

mkEnv :: IO Env
mkEnv = do
  mgr  <- newTlsManager
  base <- maybe defaultBaseUrl id <$> lookupEnv "RINGCADENCE_URL"
  key  <- maybe "" B8.pack <$> lookupEnv "RINGCADENCE_API_KEY"
  user <- maybe "metrics@moorfieldlabs.com" B8.pack <$> lookupEnv "RINGCADENCE_ACTING_USER"
  pure (Env mgr base key user)

get :: Env -> String -> IO (Either RcFailure BL.ByteString)
get env path = do
  req0 <- parseRequest (envBaseUrl env <> path)
  let req = req0
        { requestHeaders =
            [ ("x-api-key", envApiKey env)
            , ("x-user-email", envUser env)
            , ("Accept", "application/json")
            ]
        }
  resp <- httpLbs req (envManager env)
  let code = statusCode (responseStatus resp)
      body = responseBody resp
  pure $ if code >= 200 && code < 300 then Right body else Left (toFailure code body)

toFailure :: Int -> BL.ByteString -> RcFailure
toFailure code body =
  let msg = either (const (T.pack (show body))) apiErrorMessage (eitherDecode body)
  in case code of
       401 -> RcUnauthorized msg
       404 | msg == "user not found" -> RcUserNotFound
       502 -> RcIdpUnavailable
       503 -> RcDisabled
       _   -> RcOther code msg

contactLists :: Env -> IO (Either RcFailure [ContactList])
contactLists env = do
  r <- get env "/contact-lists?limit=500"
  pure (r >>= either (Left . RcOther 200 . T.pack) Right . eitherDecode)

callStats :: Env -> Text -> IO (Either RcFailure BL.ByteString)
callStats env day = get env ("/calls/stats?day=" <> T.unpack day)
