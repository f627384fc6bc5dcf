module Main (main) where

import Control.Monad (forM_)
import qualified Data.ByteString.Char8 as B8
import qualified Data.Text as T

import Config
import qualified SendGrid
import Talkgrid.Client

main :: IO ()
main = do
  cfg <- loadConfig
  env <- newEnv (talkgridUrl cfg) (B8.pack (talkgridKey cfg)) (talkgridActAs cfg)
  lists <- listContactLists env
  forM_ lists $ \cl ->
    putStrLn ("syncing " <> T.unpack (name cl) <> " (" <> show (contactCount cl) <> " contacts)")
  _ <- SendGrid.listContactLists (sendgridKey cfg)
  putStrLn "done"
