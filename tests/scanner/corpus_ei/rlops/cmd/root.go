package cmd

import (
	"fmt"
	"os"

	"github.com/brightwater-outreach/rlops/internal/config"
	"github.com/brightwater-outreach/rlops/internal/ringlane"
	"github.com/spf13/cobra"
)

var (
	flagBaseURL string
	flagActAs   string
	cfg         *config.Config
)

var rootCmd = &cobra.Command{
	Use:   "rlops",
	Short: "Operator tooling for the Ringlane dialer integration",
	PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
		var err error
		cfg, err = config.Load()
		if err != nil {
			return err
		}
		if flagBaseURL != "" {
			cfg.BaseURL = flagBaseURL
		}
		if flagActAs != "" {
			cfg.ActingUser = flagActAs
		}
		if cfg.APIKey == "" {
			return fmt.Errorf("no API key: set RINGLANE_API_KEY or api_key in config.yaml")
		}
		return nil
	},
}

func client() *ringlane.Client {
	return ringlane.New(cfg.BaseURL, cfg.APIKey, cfg.ActingUser)
}

func Execute() error {
	rootCmd.PersistentFlags().StringVar(&flagBaseURL, "base-url", "", "override API root (default: production)")
	rootCmd.PersistentFlags().StringVar(&flagActAs, "as", "", "Ringlane login email to act as")
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return err
	}
	return nil
}
