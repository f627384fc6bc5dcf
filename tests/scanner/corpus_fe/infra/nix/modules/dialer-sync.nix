{ config, lib, pkgs, ... }:
let
  cfg = config.foldline.dialerSync;
in
{
  options.foldline.dialerSync = {
    enable = lib.mkEnableOption "nightly Talkgrid -> SendGrid list sync";
    package = lib.mkOption { type = lib.types.package; };
    talkgridBaseUrl = lib.mkOption {
      type = lib.types.str;
      default = "https://api.talkgrid.io/api/public/v1";
    };
    environmentFile = lib.mkOption {
      type = lib.types.path;
      description = "agenix file with TALKGRID_API_KEY, SENDGRID_API_KEY, TALKGRID_WEBHOOK_SECRET";
    };
  };

  config = lib.mkIf cfg.enable {
    systemd.services.dialer-sync = {
      description = "Talkgrid list sync";
      startAt = "*-*-* 02:30:00";
      serviceConfig = {
        ExecStart = "${cfg.package}/bin/dialer-sync";
        EnvironmentFile = cfg.environmentFile;
        DynamicUser = true;
      };
      environment = {
        TALKGRID_BASE_URL = cfg.talkgridBaseUrl;
        TALKGRID_ACT_AS = "dialer-bot@foldline.io";
        WAREHOUSE_DSN = "postgres:///warehouse?host=/run/postgresql";
      };
    };
  };
}
