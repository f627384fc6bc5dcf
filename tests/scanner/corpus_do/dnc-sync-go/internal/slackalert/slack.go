// Package slackalert posts plain-text alerts to a Slack incoming webhook.
package slackalert

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

func Post(ctx context.Context, webhookURL, text string) error {
	if webhookURL == "" {
		return nil
	}
	b, _ := json.Marshal(map[string]string{"text": text})
	for attempt := 0; attempt < 3; attempt++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, webhookURL, bytes.NewReader(b))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		resp.Body.Close()
		switch resp.StatusCode {
		case http.StatusOK:
			return nil
		case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusTooManyRequests:
			time.Sleep(time.Duration(attempt+1) * time.Second)
			continue
		case http.StatusNotFound:
			return fmt.Errorf("slack webhook not found (channel archived?)")
		default:
			return fmt.Errorf("slack: %s", resp.Status)
		}
	}
	return fmt.Errorf("slack: gave up")
}
