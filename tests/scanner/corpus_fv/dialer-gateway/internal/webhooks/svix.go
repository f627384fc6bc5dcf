package webhooks

import (
	"io"
	"net/http"

	"github.com/labstack/echo/v4"
	svix "github.com/svix/svix-webhooks/go"
)

// Svix delivers billing events from our payments provider.
func (h *Handler) Svix(c echo.Context) error {
	wh, err := svix.NewWebhook(h.SvixSecret)
	if err != nil {
		return err
	}
	payload, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return c.NoContent(http.StatusBadRequest)
	}
	hdr := http.Header{}
	hdr.Set("svix-id", c.Request().Header.Get("svix-id"))
	hdr.Set("svix-timestamp", c.Request().Header.Get("svix-timestamp"))
	hdr.Set("svix-signature", c.Request().Header.Get("svix-signature"))
	if err := wh.Verify(payload, hdr); err != nil {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "bad signature"})
	}
	return h.Sink("billing", payload)
}
