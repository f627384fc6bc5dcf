package server

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"gitlab.pebblecart.io/revops/dialer-gateway/internal/webhooks"
	"gitlab.pebblecart.io/revops/dialer-gateway/pkg/voxbridge"
)

type Server struct {
	e        *echo.Echo
	newVox   func(agentID string) *voxbridge.Client
	webhooks *webhooks.Handler
}

func New(newVox func(string) *voxbridge.Client, wh *webhooks.Handler) *Server {
	e := echo.New()
	e.HideBanner = true
	e.Use(middleware.Recover(), middleware.RequestID(), agentFromGateway)
	s := &Server{e: e, newVox: newVox, webhooks: wh}

	e.GET("/livez", func(c echo.Context) error { return c.NoContent(http.StatusOK) })
	api := e.Group("/v1")
	api.POST("/segments/:id/dial", s.pushSegment)
	api.DELETE("/segments/:id/dial/:phone", s.removePhone)

	e.POST("/webhooks/voxbridge", wh.Voxbridge)
	e.POST("/webhooks/svix", wh.Svix)
	return s
}

func (s *Server) Start(addr string) error { return s.e.Start(addr) }

// agentFromGateway reads the identity our API gateway stamps on every request.
func agentFromGateway(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		uid := c.Request().Header.Get("X-User-Id")
		if uid == "" {
			return c.JSON(http.StatusUnauthorized, map[string]string{"error": "unauthenticated"})
		}
		c.Set("agent_id", uid)
		return next(c)
	}
}
