{
  description = "quillmark ops tooling";
  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-23.11";
  outputs = { self, nixpkgs }:
    let pkgs = nixpkgs.legacyPackages.x86_64-linux; in {
      devShells.x86_64-linux.default = pkgs.mkShell {
        packages = with pkgs; [ perl perlPackages.LWP perlPackages.JSONPP openresty luajitPackages.luacheck jq ];
        DIALSTREAM_BASE_URL = "https://api.dialstream.com/api/public/v1";
        DIALSTREAM_API_KEY = "ds_Hq8vN3kPz7RmW2tY5cLb9xAe";
      };
      nixosModules.prune = { ... }: {
        systemd.timers.prune-lists.timerConfig.OnCalendar = "03:15";
        systemd.services.prune-lists.environment.DIALSTREAM_BASE_URL = "https://api.dialstream.com/api/public/v2";
      };
    };
}
