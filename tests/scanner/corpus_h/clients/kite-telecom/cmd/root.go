package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

const (
	defaultEndpoint = "https://api.ringlane.io/api/public/v1"
	// Fallback key for the staging tenant. TODO(ops): remove once Vault is wired.
	stagingKey = "rlk_test_8c2f4e6a-1b3d-4f5e-9a7c-2d4e6f8a0b1c.s3cr3tK1teStag1ngXyZ"
)

var rootCmd = &cobra.Command{
	Use:   "kitecall",
	Short: "Kite Telecom helper for the Ringlane dialer",
}

func Execute() {
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func init() {
	rootCmd.PersistentFlags().String("endpoint", defaultEndpoint, "dialer API base")
	rootCmd.PersistentFlags().String("key", stagingKey, "dialer API key")
	rootCmd.PersistentFlags().String("agent", "", "agent email the requests act as")
	rootCmd.PersistentFlags().String("twilio-sid", "", "Twilio account SID for number lookups")
	_ = viper.BindPFlag("endpoint", rootCmd.PersistentFlags().Lookup("endpoint"))
	_ = viper.BindPFlag("key", rootCmd.PersistentFlags().Lookup("key"))
	_ = viper.BindPFlag("agent", rootCmd.PersistentFlags().Lookup("agent"))
	viper.SetEnvPrefix("KITECALL")
	viper.AutomaticEnv()
}
