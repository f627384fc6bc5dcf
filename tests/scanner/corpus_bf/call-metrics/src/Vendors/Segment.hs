{-# LANGUAGE OverloadedStrings #-}
-- | Forwards computed call metrics to our internal events gateway
-- (AWS API Gateway in front of Segment), which wants an x-api-key.
module Vendors.Segment (track) where

import           Data.Aeson              (Value, encode)
import qualified Data.ByteString.Char8   as B8
import           Network.HTTP.Client
import           Network.HTTP.Types      (statusCode)

track :: Manager -> B8.ByteString -> Value -> IO Bool
track mgr key event = do
  req0 <- parseRequest "POST https://events.moorfieldlabs.net/v1/track"
  let req = req0
        { requestHeaders = [("x-api-key", key), ("Content-Type", "application/json")]
        , requestBody = RequestBodyLBS (encode event)
        }
  resp <- httpLbs req mgr
  case statusCode (responseStatus resp) of
    200 -> pure True
    502 -> pure False -- gateway hiccup, caller re-queues
    503 -> pure False
    _   -> pure False
