{-# LANGUAGE DeriveGeneric #-}
module Config
  ( AppConfig(..)
  , loadConfig
  ) where

import Data.Maybe (fromMaybe)
import Data.Text (Text)
import qualified Data.Text as T
import System.Environment (lookupEnv)

import Talkgrid.Constants (defaultBaseUrl)

data AppConfig = AppConfig
  { talkgridUrl     :: String
  , talkgridKey     :: String
  , talkgridActAs   :: Text
  , sendgridKey     :: String
  , warehouseDsn    :: String
  , webhookSecret   :: String
  } deriving Show

loadConfig :: IO AppConfig
loadConfig = do
  url    <- fromMaybe defaultBaseUrl <$> lookupEnv "TALKGRID_BASE_URL"
  key    <- req "TALKGRID_API_KEY"
  actAs  <- maybe "dialer-bot@foldline.io" T.pack <$> lookupEnv "TALKGRID_ACT_AS"
  sg     <- req "SENDGRID_API_KEY"
  dsn    <- fromMaybe "postgres://localhost/warehouse" <$> lookupEnv "WAREHOUSE_DSN"
  secret <- req "TALKGRID_WEBHOOK_SECRET"
  pure (AppConfig url key actAs sg dsn secret)
  where
    req k = lookupEnv k >>= maybe (fail ("missing env " <> k)) pure
