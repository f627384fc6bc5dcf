package main

import (
	"context"
	"errors"
	"log"
	"os"
	"time"

	"github.com/spf13/viper"

	"gitlab.com/brightmoor/list-exporter/internal/dialcraft"
)

func main() {
	viper.SetConfigFile("config.yaml")
	viper.AutomaticEnv()
	if err := viper.ReadInConfig(); err != nil {
		log.Fatalf("config: %v", err)
	}

	c := dialcraft.NewClient(
		viper.GetString("dialcraft.url"),
		viper.GetString("dialcraft.token"),
		viper.GetString("dialcraft.as_user"),
	)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()

	lists, err := c.ContactLists(ctx)
	var apiErr *dialcraft.APIError
	if errors.As(err, &apiErr) {
		if apiErr.Transient() {
			log.Printf("dialcraft transient failure (%d), exiting 75 so the cron retries", apiErr.Status)
			os.Exit(75)
		}
		log.Fatalf("dialcraft: %v", apiErr)
	} else if err != nil {
		log.Fatalf("dialcraft: %v", err)
	}

	for _, l := range lists {
		if err := exportList(ctx, c, l); err != nil {
			log.Printf("export %s: %v", l.ID, err)
		}
	}
}
