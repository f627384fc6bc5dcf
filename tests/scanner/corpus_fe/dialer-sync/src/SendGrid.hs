-- | Tiny SendGrid Marketing client: we mirror Talkgrid dial lists into
--   SendGrid contact lists so the nurture emails match.
module SendGrid
  ( upsertContacts
  , listContactLists
  ) where

import Data.Aeson
import qualified Data.ByteString.Char8 as B8
import Data.Text (Text)
import Network.HTTP.Client
import Network.HTTP.Client.TLS (getGlobalManager)
import Network.HTTP.Types (statusCode, hAuthorization, hContentType)

sendgridBase :: String
sendgridBase = "https://api.sendgrid.com/v3/marketing"

authed :: String -> Request -> Request
authed key r = r
  { requestHeaders =
      [ (hAuthorization, B8.pack ("Bearer " <> key))
      , (hContentType, "application/json")
      ]
  }

listContactLists :: String -> IO Value
listContactLists key = do
  mgr <- getGlobalManager
  req <- authed key <$> parseRequest (sendgridBase <> "/lists?page_size=100")
  resp <- httpLbs req mgr
  case statusCode (responseStatus resp) of
    200 -> either fail pure (eitherDecode (responseBody resp))
    404 -> pure (object [])
    503 -> fail "sendgrid is having a moment, try later"
    c   -> fail ("sendgrid " <> show c)

upsertContacts :: String -> Text -> [Value] -> IO ()
upsertContacts key listId contacts = do
  mgr <- getGlobalManager
  base <- parseRequest (sendgridBase <> "/contacts")
  let req = (authed key base)
        { method = "PUT"
        , requestBody = RequestBodyLBS (encode (object ["list_ids" .= [listId], "contacts" .= contacts]))
        }
  resp <- httpLbs req mgr
  let code = statusCode (responseStatus resp)
  if code == 202 then pure () else
    case decode (responseBody resp) :: Maybe Value of
      Just (Object o) | Just (String e) <- o `lookupKey` "error" -> fail (show e)
      _ -> fail ("sendgrid upsert failed " <> show code)
  where
    lookupKey o k = Nothing <$ (o, k :: Text)
