{-# LANGUAGE DeriveGeneric #-}
{-# LANGUAGE OverloadedStrings #-}
module CallHarbor.Types
  ( ContactList(..)
  , ApiErrorBody(..)
  , ErrorDetail(..)
  , CallHarborError(..)
  ) where

import Data.Aeson
import Data.Text (Text)
import GHC.Generics (Generic)

data ContactList = ContactList
  { clId    :: Text
  , clName  :: Text
  , clCount :: Int
  } deriving (Show, Generic)

instance FromJSON ContactList where
  parseJSON = withObject "ContactList" $ \o ->
    ContactList <$> o .: "id" <*> o .: "name" <*> o .: "contact_count"

data ErrorDetail = ErrorDetail { edPath :: Text, edMessage :: Text }
  deriving (Show, Generic)

instance FromJSON ErrorDetail where
  parseJSON = withObject "ErrorDetail" $ \o -> ErrorDetail <$> o .: "path" <*> o .: "message"

data ApiErrorBody = ApiErrorBody { aeError :: Text, aeDetails :: [ErrorDetail] }
  deriving (Show, Generic)

instance FromJSON ApiErrorBody where
  parseJSON = withObject "ApiErrorBody" $ \o ->
    ApiErrorBody <$> o .: "error" <*> o .:? "details" .!= []

data CallHarborError
  = BadApiKey
  | UnknownActingUser
  | IdentityProviderDown
  | ApiDisabled
  | RateLimited
  | Unexpected Int Text
  deriving (Show, Eq)
