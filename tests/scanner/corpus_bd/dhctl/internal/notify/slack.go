package notify

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

// Post sends a message to the #revops-alerts incoming webhook.
func Post(text string) error {
	hook := os.Getenv("SLACK_WEBHOOK_URL")
	if hook == "" {
		return nil
	}
	b, _ := json.Marshal(map[string]string{"text": text})
	resp, err := http.Post(hook, "application/json", bytes.NewReader(b))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
		return nil
	case http.StatusNotFound:
		return fmt.Errorf("slack webhook gone (404), regenerate it")
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return fmt.Errorf("slack unavailable (%d)", resp.StatusCode)
	}
	return fmt.Errorf("slack: %s", resp.Status)
}
