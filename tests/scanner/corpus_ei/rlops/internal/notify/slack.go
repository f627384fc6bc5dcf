package notify

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Slack posts a plain message to an incoming webhook.
func Slack(hook, text string) error {
	b, _ := json.Marshal(map[string]string{"text": text})
	c := &http.Client{Timeout: 5 * time.Second}
	resp, err := c.Post(hook, "application/json", bytes.NewReader(b))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
		return nil
	case http.StatusNotFound:
		return fmt.Errorf("slack webhook revoked (404)")
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return fmt.Errorf("slack unavailable (%d)", resp.StatusCode)
	default:
		return fmt.Errorf("slack returned %d", resp.StatusCode)
	}
}
