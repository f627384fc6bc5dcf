package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/northwindfreight/leadsync/internal/webhooks"
)

func NewRouter(h *Handlers, wh *webhooks.Handlers) *gin.Engine {
	r := gin.New()
	r.Use(gin.Recovery(), requestID(), gatewayIdentity())

	r.GET("/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") })

	v1 := r.Group("/api/v1")
	{
		v1.GET("/campaigns/:id/dial-list", h.GetDialList)
		v1.POST("/campaigns/:id/dial-list", h.PushDialList)
		v1.DELETE("/campaigns/:id/dial-list/:phone", h.RemoveFromDialList)
	}

	hooks := r.Group("/hooks")
	{
		hooks.POST("/ringlane", wh.Ringlane)
		hooks.POST("/stripe", wh.Stripe)
	}
	return r
}
