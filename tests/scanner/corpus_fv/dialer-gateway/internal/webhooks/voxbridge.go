package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"

	"github.com/labstack/echo/v4"
)

type Handler struct {
	VoxbridgeSecret string
	SvixSecret      string
	Sink            func(kind string, payload []byte) error
}

func (h *Handler) Voxbridge(c echo.Context) error {
	payload, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return c.NoContent(http.StatusBadRequest)
	}
	got, err := hex.DecodeString(c.Request().Header.Get("X-Voxbridge-Signature"))
	if err != nil {
		return c.NoContent(http.StatusUnauthorized)
	}
	mac := hmac.New(sha256.New, []byte(h.VoxbridgeSecret))
	mac.Write(payload)
	if !hmac.Equal(got, mac.Sum(nil)) {
		return c.NoContent(http.StatusUnauthorized)
	}
	if err := h.Sink("voxbridge", payload); err != nil {
		return c.NoContent(http.StatusServiceUnavailable)
	}
	return c.NoContent(http.StatusOK)
}
