package cmd

import (
	"log"
	"net/http"

	"github.com/spf13/cobra"

	"gitlab.com/harborline/platform/rwctl/internal/config"
	"gitlab.com/harborline/platform/rwctl/internal/githook"
	"gitlab.com/harborline/platform/rwctl/internal/ringwell"
)

func hooksCmd() *cobra.Command {
	var addr string
	serve := &cobra.Command{
		Use:   "serve",
		Short: "Run a local webhook receiver that logs verified deliveries",
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := config.Load()
			if err != nil {
				return err
			}
			mux := http.NewServeMux()
			mux.HandleFunc("/hooks/ringwell", func(w http.ResponseWriter, r *http.Request) {
				body, err := ringwell.VerifyRequest(r, []byte(cfg.WebhookSecret))
				if err != nil {
					http.Error(w, err.Error(), http.StatusUnauthorized)
					return
				}
				log.Printf("ringwell event: %s", body)
				w.WriteHeader(http.StatusNoContent)
			})
			mux.HandleFunc("/hooks/github", func(w http.ResponseWriter, r *http.Request) {
				buf := make([]byte, r.ContentLength)
				_, _ = r.Body.Read(buf)
				if !githook.Valid(r, buf, []byte("dev-secret")) {
					http.Error(w, "bad signature", http.StatusUnauthorized)
					return
				}
				log.Printf("github %s delivery", r.Header.Get("X-GitHub-Event"))
			})
			log.Printf("listening on %s", addr)
			return http.ListenAndServe(addr, mux)
		},
	}
	serve.Flags().StringVar(&addr, "addr", ":8090", "listen address")
	hooks := &cobra.Command{Use: "hooks"}
	hooks.AddCommand(serve)
	return hooks
}
