package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/knadh/koanf/parsers/yaml"
	"github.com/knadh/koanf/providers/confmap"
	"github.com/knadh/koanf/providers/env"
	"github.com/knadh/koanf/providers/file"
	"github.com/knadh/koanf/v2"
	"github.com/spf13/cobra"

	"github.com/tallyhaus/ringctl/internal/api"
)

var (
	k       = koanf.New(".")
	cfgFile string
	output  string
)

var rootCmd = &cobra.Command{
	Use:   "ringctl",
	Short: "Ops CLI for Tallyhaus' Ringlane workspace",
	PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
		return loadConfig()
	},
}

func Execute() {
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func init() {
	home, _ := os.UserHomeDir()
	rootCmd.PersistentFlags().StringVar(&cfgFile, "config", filepath.Join(home, ".config", "ringctl.yaml"), "config file")
	rootCmd.PersistentFlags().StringVarP(&output, "output", "o", "table", "table|json")
	rootCmd.PersistentFlags().String("as", "", "acting user email (overrides config)")
}

func loadConfig() error {
	_ = k.Load(confmap.Provider(map[string]any{
		"ringlane.base_url": "https://api.ringlane.io/api/public/v1",
		"ringlane.timeout":  "15s",
	}, "."), nil)
	if _, err := os.Stat(cfgFile); err == nil {
		if err := k.Load(file.Provider(cfgFile), yaml.Parser()); err != nil {
			return fmt.Errorf("read %s: %w", cfgFile, err)
		}
	}
	// RINGCTL_RINGLANE__API_KEY -> ringlane.api_key
	return k.Load(env.Provider("RINGCTL_", ".", func(s string) string {
		return strings.ReplaceAll(strings.ToLower(strings.TrimPrefix(s, "RINGCTL_")), "__", ".")
	}), nil)
}

func client(cmd *cobra.Command) *api.Client {
	as, _ := cmd.Flags().GetString("as")
	if as == "" {
		as = k.String("ringlane.acting_user")
	}
	return api.New(k.String("ringlane.base_url"), k.String("ringlane.api_key"), as, k.Duration("ringlane.timeout"))
}
