{-# LANGUAGE DeriveGeneric #-}
{-# LANGUAGE OverloadedStrings #-}
module Ringcadence.Types
  ( ContactList(..)
  , ApiError(..)
  , Detail(..)
  , RcFailure(..)
  ) where

import Data.Aeson
import Data.Text (Text)
import GHC.Generics (Generic)

data ContactList = ContactList
  { clId   :: Text
  , clName :: Text
  , clSize :: Int
  } deriving (Show, Generic)

instance FromJSON ContactList where
  parseJSON = withObject "ContactList" $ \o ->
    ContactList <$> o .: "id" <*> o .: "name" <*> o .: "size"

data Detail = Detail { detailPath :: Text, detailMessage :: Text }
  deriving (Show, Generic)

instance FromJSON Detail where
  parseJSON = withObject "Detail" $ \o -> Detail <$> o .: "path" <*> o .: "message"

-- | Flat error body returned by the Ringcadence public API.
data ApiError = ApiError
  { apiErrorMessage :: Text
  , apiErrorDetails :: [Detail]
  } deriving (Show, Generic)

instance FromJSON ApiError where
  parseJSON = withObject "ApiError" $ \o ->
    ApiError <$> o .: "error" <*> o .:? "details" .!= []

data RcFailure
  = RcUnauthorized Text
  | RcUserNotFound
  | RcIdpUnavailable
  | RcDisabled
  | RcOther Int Text
  deriving (Show)
