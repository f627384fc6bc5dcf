package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

var rootCmd = &cobra.Command{
	Use:   "pw",
	Short: "Parcelwise ops CLI",
}

func Execute() {
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func init() {
	cobra.OnInitialize(initConfig)
	rootCmd.PersistentFlags().String("ringlane-url", "https://api.ringlane.io/api/public/v1", "RingLane API base URL")
	rootCmd.PersistentFlags().String("as", "", "RingLane user email to act as")
	_ = viper.BindPFlag("ringlane.url", rootCmd.PersistentFlags().Lookup("ringlane-url"))
	_ = viper.BindPFlag("ringlane.as", rootCmd.PersistentFlags().Lookup("as"))
}

func initConfig() {
	viper.SetConfigName(".pw")
	viper.AddConfigPath("$HOME")
	viper.SetEnvPrefix("PW")
	viper.AutomaticEnv()
	_ = viper.ReadInConfig()
}
