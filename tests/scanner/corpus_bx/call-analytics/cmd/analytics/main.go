package main

import (
	"log"
	"os"

	"github.com/tallyfield/call-analytics/internal/ringlio"
)

func main() {
	if os.Getenv("ANALYTICS_DISABLE_RINGLIO") == "1" {
		log.Println("ringlio export disabled by flag")
		return
	}
	c := ringlio.New(ringlio.ConfigFromEnv())
	for page := 1; ; page++ {
		lists, err := c.ContactLists(page)
		if err != nil {
			log.Fatalf("export failed: %v", err)
		}
		if len(lists) == 0 {
			break
		}
		for _, l := range lists {
			log.Printf("list=%s contacts=%d", l.ID, l.ContactCount)
		}
	}
}
