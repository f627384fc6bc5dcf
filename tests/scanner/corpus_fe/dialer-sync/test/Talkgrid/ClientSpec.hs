module Talkgrid.ClientSpec (spec) where

import Test.Hspec
import Talkgrid.Errors

spec :: Spec
spec = describe "classify" $ do
  it "maps 401 to BadApiKey" $
    classify 401 Nothing `shouldSatisfy` isBad
  it "treats 502 as retryable" $
    isRetryable (classify 502 Nothing) `shouldBe` True
  it "does not retry 503" $
    isRetryable (classify 503 Nothing) `shouldBe` False
  it "returns 404 user not found as UnknownRep" $
    classify 404 (Just (ErrorBody "user not found" Nothing)) `shouldSatisfy` isUnknown
  it "falls back to ListNotFound on other 404s" $
    classify 404 (Just (ErrorBody "contact list missing" Nothing)) `shouldSatisfy` isList
  where
    isBad BadApiKey = True
    isBad _ = False
    isUnknown (UnknownRep _) = True
    isUnknown _ = False
    isList (ListNotFound _) = True
    isList _ = False
