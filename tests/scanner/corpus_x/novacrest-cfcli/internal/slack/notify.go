package slack

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
)

// Post sends a message to an incoming webhook. Slack returns 404 for a
// deleted channel and 503 when it's having a bad day.
func Post(webhookURL, text string) error {
	b, _ := json.Marshal(map[string]string{"text": text})
	resp, err := http.Post(webhookURL, "application/json", bytes.NewReader(b))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
		return nil
	case http.StatusNotFound:
		return fmt.Errorf("slack: channel not found")
	case http.StatusServiceUnavailable, http.StatusBadGateway:
		return fmt.Errorf("slack: temporarily unavailable")
	default:
		return fmt.Errorf("slack: unexpected status %d", resp.StatusCode)
	}
}
