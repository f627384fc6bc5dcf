module Main (main) where

import Network.Wai.Handler.Warp (run)
import System.Environment (getEnv)

import Server (app)
import qualified TalkgridV2 as TG

main :: IO ()
main = do
  token <- getEnv "TALKGRID_V2_TOKEN"   -- tg_live_<uuid>.<secret>
  tg <- TG.newClient token
  putStrLn "crm-gateway on :8081"
  run 8081 (app tg)
