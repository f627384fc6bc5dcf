{ pkgs ? import <nixpkgs> { } }:
let
  hp = pkgs.haskell.packages.ghc94;
in
hp.developPackage {
  root = ./.;
  name = "dialer-sync";
  modifier = drv:
    pkgs.haskell.lib.addBuildTools drv (with hp; [
      cabal-install
      hpack
      ormolu
      pkgs.jq
      pkgs.curl
    ]);
}
