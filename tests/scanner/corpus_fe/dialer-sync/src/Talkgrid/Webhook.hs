module Talkgrid.Webhook
  ( verifyRequest
  , verifyPayload
  ) where

import qualified Crypto.Hash.SHA256 as SHA256
import qualified Data.ByteString as BS
import qualified Data.ByteString.Base16 as B16
import qualified Data.ByteString.Lazy as BL
import Data.Maybe (fromMaybe)
import Network.Wai (Request, requestHeaders)

import Talkgrid.Constants (signatureHeader)

-- | Talkgrid signs every call.completed / call.dispositioned webhook.
verifyRequest :: BS.ByteString -> Request -> BL.ByteString -> Bool
verifyRequest secret req body =
  case lookup signatureHeader (requestHeaders req) of
    Nothing  -> False
    Just sig -> verifyPayload secret (BL.toStrict body) sig

verifyPayload :: BS.ByteString -> BS.ByteString -> BS.ByteString -> Bool
verifyPayload secret body sig =
  let expected = B16.encode (SHA256.hmac secret body)
  in constEq expected sig

constEq :: BS.ByteString -> BS.ByteString -> Bool
constEq a b = BS.length a == BS.length b && and (BS.zipWith (==) a b)
