{ config, lib, pkgs, ... }:
{
  systemd.services.call-router = {
    description = "OCaml lead router";
    wantedBy = [ "multi-user.target" ];
    environment = {
      TALKGRID_HOST = "https://api.talkgrid.io";
      TALKGRID_API_KEY = "tg_Qm3xR8vN2pK7wLz5Ya9HcT4e";
      TALKGRID_ACT_AS_ID = "00u1f9k2xqPLmN3R4x7";
      SCORING_URL = "https://k2x8w1.execute-api.eu-west-1.amazonaws.com/prod/v1/score";
    };
    serviceConfig = {
      ExecStart = "${pkgs.callRouter}/bin/main";
      Restart = "on-failure";
      EnvironmentFile = "/run/agenix/scoring-api-key";
    };
  };
}
