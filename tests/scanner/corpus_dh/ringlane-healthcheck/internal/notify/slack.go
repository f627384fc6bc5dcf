package notify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Slack posts a message to an incoming webhook. A 404 here means the webhook was
// deleted in Slack ("no_service"), a 503 is Slack being down; both are logged, not retried.
func Slack(ctx context.Context, webhookURL, text string) error {
	b, _ := json.Marshal(map[string]string{"text": text})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, webhookURL, bytes.NewReader(b))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
		return nil
	case http.StatusNotFound, http.StatusServiceUnavailable:
		return fmt.Errorf("slack webhook unavailable: %d", resp.StatusCode)
	default:
		return fmt.Errorf("slack: unexpected %d", resp.StatusCode)
	}
}
