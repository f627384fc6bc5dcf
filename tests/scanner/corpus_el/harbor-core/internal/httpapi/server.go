package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/harborline/harbor-core/internal/config"
	"github.com/harborline/harbor-core/internal/db"
	"github.com/harborline/harbor-core/internal/httpapi/handlers"
	"github.com/harborline/harbor-core/internal/httpapi/middleware"
	"github.com/harborline/harbor-core/internal/ringlane"
)

type Server struct {
	cfg *config.Config
	eng *gin.Engine
}

func NewServer(cfg *config.Config, q *db.Queries, rl *ringlane.Client) *Server {
	r := gin.New()
	r.Use(gin.Recovery(), middleware.RequestID(), middleware.Logger())

	r.GET("/healthz", func(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"ok": true}) })

	wh := handlers.NewWebhooks(q, cfg.StripeWebhook, cfg.Ringlane.WebhookSecret)
	r.POST("/webhooks/stripe", wh.Stripe)
	r.POST("/webhooks/ringlane", wh.Ringlane)

	api := r.Group("/api", middleware.ConsoleUser())
	lists := handlers.NewCallLists(q, rl)
	api.GET("/call-lists", lists.Index)
	api.POST("/call-lists", lists.Create)
	api.POST("/call-lists/:id/leads", lists.AddLeads)
	api.DELETE("/call-lists/:id/leads/:phone", lists.RemoveLead)
	api.DELETE("/call-lists/:id", lists.Destroy)

	return &Server{cfg: cfg, eng: r}
}

func (s *Server) Run(ctx context.Context) error {
	srv := &http.Server{Addr: ":" + s.cfg.Port, Handler: s.eng, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdownCtx)
	}()
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		return err
	}
	return nil
}
