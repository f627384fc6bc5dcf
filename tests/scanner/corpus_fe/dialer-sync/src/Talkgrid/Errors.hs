{-# LANGUAGE DeriveAnyClass #-}
module Talkgrid.Errors
  ( TalkgridError(..)
  , ErrorBody(..)
  , FieldIssue(..)
  , classify
  , isRetryable
  , describe
  ) where

import Control.Exception (Exception)
import Data.Aeson
import Data.Text (Text)
import qualified Data.Text as T
import GHC.Generics (Generic)

-- | What Talkgrid sends back on non-2xx.
data ErrorBody = ErrorBody
  { error   :: Text
  , details :: Maybe [FieldIssue]
  } deriving (Show, Generic, FromJSON)

data FieldIssue = FieldIssue
  { path    :: Text
  , message :: Text
  } deriving (Show, Generic, FromJSON)

data TalkgridError
  = BadApiKey
  | MissingActingUser
  | UnknownRep Text
  | ListNotFound Text
  | IdpUnavailable
  | ApiDisabled
  | RateLimited (Maybe Int)
  | Unexpected Int Text
  deriving (Show, Exception)

classify :: Int -> Maybe ErrorBody -> TalkgridError
classify status mbody =
  let msg = maybe "" Talkgrid.Errors.error mbody
  in case status of
    401 -> BadApiKey
    400 -> MissingActingUser
    404 | msg == "user not found" -> UnknownRep msg
        | otherwise               -> ListNotFound msg
    502 -> IdpUnavailable
    503 -> ApiDisabled
    429 -> RateLimited Nothing
    _   -> Unexpected status msg

isRetryable :: TalkgridError -> Bool
isRetryable IdpUnavailable  = True
isRetryable (RateLimited _) = True
isRetryable _               = False

describe :: ErrorBody -> Text
describe (ErrorBody e ds) =
  e <> maybe "" (\xs -> " (" <> T.intercalate "; " [ path d <> ": " <> message d | d <- xs ] <> ")") ds
