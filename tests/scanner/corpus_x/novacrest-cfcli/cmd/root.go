package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"
	"gitlab.com/novacrest/cfcli/internal/api"
)

var (
	flagHost string
	flagAs   string
)

var rootCmd = &cobra.Command{
	Use:   "cfcli",
	Short: "Novacrest helper for CallForge dialer lists",
}

func Execute() {
	if err := rootCmd.Execute(); err != nil {
		if h := api.Hint(err); h != "" {
			fmt.Fprintln(os.Stderr, "hint:", h)
		}
		os.Exit(1)
	}
}

func init() {
	viper.SetEnvPrefix("CALLFORGE")
	viper.AutomaticEnv()
	rootCmd.PersistentFlags().StringVar(&flagHost, "host", "", "CallForge host (default https://api.callforge.com)")
	rootCmd.PersistentFlags().StringVar(&flagAs, "as", "", "email to act as (default $CALLFORGE_USER)")
}

func newClient() *api.Client {
	user := flagAs
	if user == "" {
		user = viper.GetString("USER")
	}
	return api.New(flagHost, viper.GetString("API_KEY"), user)
}
