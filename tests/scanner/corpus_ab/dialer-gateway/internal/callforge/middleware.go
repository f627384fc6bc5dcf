package callforge

import (
	"github.com/go-resty/resty/v2"
	"github.com/google/uuid"
)

// authMiddleware stamps the shared key and the acting rep on every request.
func authMiddleware(cfg Config) resty.RequestMiddleware {
	return func(c *resty.Client, r *resty.Request) error {
		r.SetHeader(headerAPIKey, cfg.APIKey)
		if cfg.UserID != nil {
			if uid := cfg.UserID(r.Context()); uid != "" {
				r.SetHeader(headerUserID, uid)
			}
		}
		if r.Header.Get("X-Request-Id") == "" {
			r.SetHeader("X-Request-Id", uuid.NewString())
		}
		return nil
	}
}
