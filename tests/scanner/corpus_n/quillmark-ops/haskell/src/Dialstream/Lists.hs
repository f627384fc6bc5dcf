{-# LANGUAGE OverloadedStrings #-}
module Dialstream.Lists (fetchLists, ApiError(..)) where

import Prelude hiding (error)
import Data.Aeson (FromJSON, Value)
import qualified Data.ByteString.Char8 as BS
import GHC.Generics (Generic)
import Network.HTTP.Simple
import System.Environment (getEnv)

data ApiError = ApiError { error :: String, details :: Maybe [Value] }
  deriving (Show, Generic)
instance FromJSON ApiError

fetchLists :: IO Value
fetchLists = do
  key <- getEnv "DIALSTREAM_API_KEY"
  base <- getEnv "DIALSTREAM_BASE_URL"
  req0 <- parseRequest (base <> "/contact-lists")
  let req = setRequestHeader "x-api-key" [BS.pack key]
          $ setRequestHeader "x-user-email" ["reporting@quillmark.io"]
          $ req0
  getResponseBody <$> httpJSON req
