package cli

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"

	"github.com/northwindfreight/leadsync/config"
)

var cfgFile string

func NewRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "leadsync",
		Short: "Sync campaign dial lists from the TMS into the dialer",
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			return initConfig(cmd)
		},
	}
	root.PersistentFlags().StringVar(&cfgFile, "config", "", "config file (default ./config/config.yaml)")
	root.PersistentFlags().String("ringlane-url", "", "override the dialer API base URL")
	root.PersistentFlags().String("log-level", "info", "debug|info|warn|error")
	_ = viper.BindPFlag("ringlane.base_url", root.PersistentFlags().Lookup("ringlane-url"))
	_ = viper.BindPFlag("log.level", root.PersistentFlags().Lookup("log-level"))

	root.AddCommand(newServeCmd(), newResyncCmd(), newVersionCmd())
	return root
}

func initConfig(cmd *cobra.Command) error {
	if cfgFile != "" {
		viper.SetConfigFile(cfgFile)
	} else {
		viper.AddConfigPath("./config")
		viper.SetConfigName("config")
	}
	viper.SetEnvPrefix("LEADSYNC")
	viper.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	viper.AutomaticEnv()
	config.SetDefaults(viper.GetViper())
	if err := viper.ReadInConfig(); err != nil {
		if _, ok := err.(viper.ConfigFileNotFoundError); !ok {
			return fmt.Errorf("read config: %w", err)
		}
		fmt.Fprintln(os.Stderr, "no config file, using env + defaults")
	}
	return nil
}
