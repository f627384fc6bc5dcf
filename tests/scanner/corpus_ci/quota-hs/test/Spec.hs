{-# LANGUAGE OverloadedStrings #-}
import Test.Hspec
import Data.Aeson (eitherDecode)

import CallHarbor.Types

main :: IO ()
main = hspec $ do
  describe "ApiErrorBody" $ do
    it "decodes a validation error with details" $ do
      let raw = "{\"error\":\"validation failed\",\"details\":[{\"path\":\"name\",\"message\":\"required\"}]}"
      fmap aeError (eitherDecode raw) `shouldBe` Right "validation failed"

  describe "503 handling in the quota report" $ do
    it "is just a test name and compares nothing" $
      (1 :: Int) `shouldBe` 1
