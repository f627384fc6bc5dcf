package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"

	"gitlab.pebblecart.io/revops/vbctl/internal/api"
)

var rootCmd = &cobra.Command{
	Use:           "vbctl",
	Short:         "Manage Voxbridge dialer lists from the terminal",
	SilenceUsage:  true,
	SilenceErrors: true,
}

func Execute() {
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}

func init() {
	cobra.OnInitialize(initConfig)
	f := rootCmd.PersistentFlags()
	f.String("base-url", "https://api.voxbridge.com/api/public/v1", "Voxbridge API base URL")
	f.String("as", "", "email of the Voxbridge user to act as")
	f.BoolP("verbose", "v", false, "log HTTP retries")
	_ = viper.BindPFlag("base_url", f.Lookup("base-url"))
	_ = viper.BindPFlag("as", f.Lookup("as"))
	_ = viper.BindPFlag("verbose", f.Lookup("verbose"))
}

func initConfig() {
	home, _ := os.UserHomeDir()
	viper.AddConfigPath(home)
	viper.SetConfigName(".vbctl")
	viper.SetConfigType("yaml")
	viper.SetEnvPrefix("VBCTL")
	viper.AutomaticEnv()
	_ = viper.ReadInConfig()
}

func client() *api.Client {
	return api.NewClient(viper.GetString("base_url"), viper.GetString("api_key"), viper.GetString("as"), viper.GetBool("verbose"))
}
